import type { FieldNode } from "../schema/schema-model";

/** The nested fields a field-reference page lists under a field: an object's own fields. */
export const childFields = ({ node }: FieldNode): FieldNode[] =>
  node.types.includes("object") && node.content?.kind === "fields" ? node.content.fields : [];

/** A field's counterpart: a name field's code in `codes`, or a code's name field. */
export interface Counterpart {
  /** "code" when the counterpart is the field's code, "name" when it is the field's name. */
  is: "code" | "name";
  label: string;
  anchor: string;
}

/**
 * Each name field's code and each code's name field, by anchor: a field `x` of the schema and a
 * field `x` of its `codes` object are one area, named and coded (`admin_district` and
 * `codes.admin_district`).
 */
export function counterparts(fields: readonly FieldNode[]): Map<string, Counterpart> {
  const codes = fields.find((field) => field.name === "codes");
  const pairs = new Map<string, Counterpart>();
  if (!codes) return pairs;
  for (const code of childFields(codes)) {
    const named = fields.find((field) => field.name === code.name);
    if (!named) continue;
    pairs.set(named.node.anchor, { is: "code", label: `codes.${code.name}`, anchor: code.node.anchor });
    pairs.set(code.node.anchor, { is: "name", label: named.name, anchor: named.node.anchor });
  }
  return pairs;
}
