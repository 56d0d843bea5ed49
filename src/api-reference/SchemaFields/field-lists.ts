/**
 * A field-reference guide shows its schema's fields with <SchemaFields />:
 * every field at once, or in lists by subject, one per section of the
 * guide (`<SchemaFields fields="postcode outcode incode" />` under
 * "### Where it is"), which gives the page a table of contents by subject.
 * Pure: the page, its Markdown twin and the build's check share it.
 */

/** The names a `fields` attribute lists (space- or comma-separated), or null when the attribute is absent (every field). */
export function listedFieldNames(attribute: string | undefined): string[] | null {
  if (attribute === undefined) return null;
  return attribute.split(/[\s,]+/).filter(Boolean);
}

/**
 * The fields a list shows, in the order the API returns them (the schema's
 * order, whatever the order of the list), and the names it lists that the
 * schema does not have.
 */
export function selectFields<F extends { name: string }>(
  fields: readonly F[],
  names: readonly string[] | null,
): { shown: F[]; unknown: string[] } {
  if (names === null) return { shown: [...fields], unknown: [] };
  const wanted = new Set(names);
  return {
    shown: fields.filter((field) => wanted.has(field.name)),
    unknown: names.filter((name) => !fields.some((field) => field.name === name)),
  };
}

/** A component of a guide as its MDX parse gives it (src/guides/mdx/check-guide-source.ts, GuideElement). */
interface Element {
  name: string;
  line: number;
  attributes: Readonly<Record<string, string | { expression: true }>>;
}

/** One <SchemaFields /> of a guide: the line it is on, the names it lists (null: every field), whether `fields` is an expression. */
interface FieldList {
  line: number;
  names: string[] | null;
  expression: boolean;
}

/** The <SchemaFields /> of a guide's components, in order. */
export function fieldListsOf(elements: readonly Element[]): FieldList[] {
  return elements
    .filter((element) => element.name === "SchemaFields")
    .map(({ line, attributes: { fields } }) =>
      typeof fields === "object" ? { line, names: [], expression: true } : { line, names: listedFieldNames(fields), expression: false },
    );
}

/**
 * What is wrong with a field-reference guide's lists of fields, as
 * messages naming the file and line: a name the schema does not have, a
 * field in two lists, a field in none (when the guide lists them by
 * subject), a list beside a <SchemaFields /> that shows every field.
 */
export function fieldListProblems(
  sourcePath: string,
  elements: readonly Element[],
  schemaName: string,
  fieldNames: readonly string[],
): string[] {
  const lists = fieldListsOf(elements);
  if (lists.length === 0) return [];
  const problems: string[] = [];
  const at = (line: number) => `${sourcePath}:${line}`;
  for (const list of lists.filter((l) => l.expression))
    problems.push(
      `${at(list.line)}: write the fields of <SchemaFields fields="…" /> as a string of names ("postcode outcode"), not an expression.`,
    );
  const everything = lists.filter((l) => l.names === null);
  const partial = lists.filter((l) => l.names !== null && !l.expression);
  if (everything.length > 0 && lists.length > 1)
    problems.push(
      `${at(everything[0].line)}: <SchemaFields /> without \`fields\` shows every field of ${schemaName}, so the page's other ${lists.length - 1} <SchemaFields /> show fields twice. Give each one \`fields="…"\`, or keep one without.`,
    );
  if (partial.length === 0) return problems;
  const seen = new Map<string, number>();
  for (const list of partial) {
    const unknown = (list.names ?? []).filter((name) => !fieldNames.includes(name));
    if (unknown.length > 0)
      problems.push(
        `${at(list.line)}: ${schemaName} has no field ${unknown.map((n) => `"${n}"`).join(", ")}. Its fields: ${fieldNames.join(", ")}.`,
      );
    for (const name of list.names ?? []) {
      const first = seen.get(name);
      if (first !== undefined) problems.push(`${at(list.line)}: "${name}" is already listed on line ${first}; list each field once.`);
      else if (fieldNames.includes(name)) seen.set(name, list.line);
    }
  }
  const missing = fieldNames.filter((name) => !seen.has(name));
  if (missing.length > 0 && everything.length === 0)
    problems.push(
      `${sourcePath}: the lists of fields leave out ${missing.map((n) => `"${n}"`).join(", ")} of ${schemaName}. Add each to the <SchemaFields fields="…" /> of its subject.`,
    );
  return problems;
}
