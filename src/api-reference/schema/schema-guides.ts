import { refOf, schemaRefTarget } from "../../json/json-refs";
import { isJsonObject } from "../../json/json-values";
import type { SchemaGuides, SchemaRegistry } from "./schema-model";

/** Where a guide describes a named schema: the guide's path and title, and the field its rows sit under (none for the guide's own schema). */
export interface SchemaGuide {
  name: string;
  path: string;
  title: string;
  /** The field path on the guide's page (`["codes"]`: rows `#codes`, `#codes-admin_district`). */
  within: string[];
}

/** A guide with a `schema:` in its front matter, as the pages and the twins read it. */
export interface GuideWithSchema {
  schema?: string | null;
  path: string;
  title: string;
}

/**
 * The named schemas the guides describe field by field: each guide's own schema, and the named
 * schemas its top-level fields hold (a postcode's `codes` are a `PostcodeCodes`, whose rows the
 * Postcode guide lists under `codes`). A schema with a guide of its own keeps that one. Sorted by name.
 */
export function schemaGuideList(guides: readonly GuideWithSchema[], registry: SchemaRegistry): SchemaGuide[] {
  const found = new Map<string, SchemaGuide>();
  const own = guides.filter((g): g is GuideWithSchema & { schema: string } => typeof g.schema === "string" && registry.has(g.schema));
  for (const { schema, path, title } of own) if (!found.has(schema)) found.set(schema, { name: schema, path, title, within: [] });
  for (const { schema, path, title } of own) {
    const value = registry.get(schema);
    const properties = isJsonObject(value) && isJsonObject(value.properties) ? value.properties : {};
    for (const [field, property] of Object.entries(properties)) {
      const ref = refOf(property);
      const target = ref === null ? null : schemaRefTarget(ref);
      if (target && target.inside.length === 0 && registry.has(target.name) && !found.has(target.name))
        found.set(target.name, { name: target.name, path, title, within: [field] });
    }
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The list as the schema trees read it (schema-model.ts). */
export const schemaGuideMap = (list: readonly { name: string; path: string; title: string; within: readonly string[] }[]): SchemaGuides =>
  new Map(list.map(({ name, path, title, within }) => [name, { path, title, within }]));
