import { type JsonObject, objectList, stringOrNull } from "./json-values";
import type { OperationRecord, TagGroupRecord, TagRecord } from "./records";
import { descriptionText } from "./record-context";
import { slugify } from "./slugs";

/** Tag names in order: the declared tags first, then tags only operations use. */
export function tagNames(declared: readonly JsonObject[], operations: readonly OperationRecord[]): string[] {
  const names = new Set<string>();
  for (const tag of declared) {
    const name = stringOrNull(tag.name);
    if (name) names.add(name);
  }
  for (const operation of operations) operation.tags.forEach((name) => names.add(name));
  return [...names];
}

/**
 * A slug for each tag name, unique among tags and never one of an operation
 * (tag and operation pages share one URL space): a clash gets `-tag` appended.
 */
export function tagSlugs(names: readonly string[], operationSlugs: ReadonlySet<string>): string[] {
  const taken = new Set<string>();
  return names.map((name, i) => {
    let slug = slugify(name) || `tag-${i + 1}`;
    while (taken.has(slug) || operationSlugs.has(slug)) slug = `${slug}-tag`;
    taken.add(slug);
    return slug;
  });
}

/** Input of {@link buildTags}. */
export interface TagsInput {
  /** The document's `tags`. */
  declared: unknown;
  tagGroups: readonly TagGroupRecord[];
  operations: readonly OperationRecord[];
  descriptionHtml: (value: unknown) => string | null;
}

/** One record per tag, in order, with its group and its operations. */
export function buildTags({ declared, tagGroups, operations, descriptionHtml }: TagsInput): TagRecord[] {
  const declarations = objectList(declared);
  const names = tagNames(declarations, operations);
  const slugs = tagSlugs(names, new Set(operations.map((op) => op.slug)));
  return names.map((name, i) => {
    const declaration = declarations.find((t) => t.name === name);
    return {
      name,
      slug: slugs[i],
      description: declaration ? descriptionText(declaration.description) : null,
      descriptionHtml: declaration ? descriptionHtml(declaration.description) : null,
      group: tagGroups.find((g) => g.tags.includes(name))?.name ?? null,
      operationSlugs: operations.filter((op) => op.tags.includes(name)).map((op) => op.slug),
      order: i,
    };
  });
}
