import { anchorId, type SchemaNode } from "../api-reference/schema/schema-model";
import { childPointer } from "../json/json-pointer";
import { isJsonObject } from "../json/json-values";
import { MAX_SCHEMA_DEPTH } from "../json/json-refs";

/**
 * Where each field of an answer is documented: the JSON Pointer of every
 * object key in the answer, mapped to the link of its row, on the page
 * ("#response-200-result-status") or on the guide that describes its schema
 * field by field ("/docs/postcode/schema#codes-admin_district"). A named
 * schema expanded earlier on the page is followed to that expansion; for
 * `oneOf`/`anyOf` the variant whose fields best fit the value is taken.
 */

/** Every node of the page's trees by anchor, to follow `sameAs` links. */
export function indexByAnchor(trees: readonly (SchemaNode | null)[]): Map<string, SchemaNode> {
  const index = new Map<string, SchemaNode>();
  const visit = (node: SchemaNode) => {
    if (!index.has(node.anchor)) index.set(node.anchor, node);
    const content = node.content;
    if (!content) return;
    if (content.kind === "fields") content.fields.forEach((f) => visit(f.node));
    else if (content.kind === "items") visit(content.items);
    else content.variants.forEach((v) => visit(v.node));
  };
  trees.forEach((tree) => tree && visit(tree));
  return index;
}

/** How well a node fits a value: keys it documents (objects), or whether the kind matches. */
function fit(node: SchemaNode, value: unknown, index: ReadonlyMap<string, SchemaNode>): number {
  const content = expanded(node, index).content;
  if (isJsonObject(value)) {
    if (content?.kind !== "fields") return 0;
    const names = new Set(content.fields.map((f) => f.name));
    return Object.keys(value).filter((k) => names.has(k)).length;
  }
  if (Array.isArray(value)) return content?.kind === "items" ? 1 : 0;
  return 0;
}

const expanded = (node: SchemaNode, index: ReadonlyMap<string, SchemaNode>) => (node.sameAs ? (index.get(node.sameAs) ?? node) : node);

/** The guide's rows of an answer's part that a guide describes: every key below, by its field path there. */
function guideRows(anchors: Map<string, string>, path: string, fields: readonly string[], v: unknown, pointer: string, depth: number) {
  if (depth > MAX_SCHEMA_DEPTH || !isJsonObject(v)) return;
  for (const [key, child] of Object.entries(v)) {
    const at = childPointer(pointer, key);
    anchors.set(at, `${path}#${anchorId(...fields, key)}`);
    guideRows(anchors, path, [...fields, key], child, at, depth + 1);
  }
}

/**
 * The links of an answer's keys to their rows, by JSON Pointer ("/result/status" →
 * "#response-200-result-status", "/result/codes/admin_district" →
 * "/docs/postcode/schema#codes-admin_district"), with the documented fields of each object the answer
 * lacks (on the page), and "" for the whole body.
 */
export function answerAnchors(tree: SchemaNode | null, value: unknown, index: ReadonlyMap<string, SchemaNode>): Map<string, string> {
  const anchors = new Map<string, string>();
  const walk = (start: SchemaNode, v: unknown, pointer: string, depth: number) => {
    if (depth > MAX_SCHEMA_DEPTH) return;
    const node = expanded(start, index);
    if (node.documentedOn) return guideRows(anchors, node.documentedOn.path, node.documentedOn.fields, v, pointer, depth + 1);
    const content = node.content;
    if (!content) return;
    if (content.kind === "variants") {
      const best = content.variants.reduce((a, b) => (fit(b.node, v, index) > fit(a.node, v, index) ? b : a), content.variants[0]);
      if (best) walk(best.node, v, pointer, depth + 1);
    } else if (content.kind === "fields" && isJsonObject(v)) {
      for (const field of content.fields) {
        // A documented field the answer lacks keeps its anchor: a check that finds it missing links to its row.
        const at = childPointer(pointer, field.name);
        const on = field.node.documentedOn;
        anchors.set(at, on && on.fields.length > 0 ? on.href : `#${field.node.anchor}`);
        if (field.name in v) walk(field.node, v[field.name], at, depth + 1);
      }
    } else if (content.kind === "items" && Array.isArray(v)) {
      v.forEach((item, i) => walk(content.items, item, childPointer(pointer, i), depth + 1));
    }
  };
  if (tree) {
    anchors.set("", `#${tree.anchor}`);
    walk(tree, value, "", 0);
  }
  return anchors;
}
