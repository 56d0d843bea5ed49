import { readExtension } from "./extensions";
import { isObject, type JsonObject, stringOrNull } from "./json-values";
import { descriptionHtml, descriptionText, type RecordContext } from "./record-context";
import type { ExampleRecord } from "./records";
import { sampleFromSchema } from "./sample-from-schema";
import { type Json, toPlainJson } from "./serialise-schema";

/**
 * The examples of a parameter or media type: its named `examples`, else its
 * single `example`, else (when a schema is given) one generated from the
 * schema and marked `generated`.
 */
export function buildExamples(container: JsonObject, schema: Json, ctx: RecordContext): ExampleRecord[] {
  const named: ExampleRecord[] = Object.entries(isObject(container.examples) ? container.examples : {}).flatMap(([name, example]) =>
    isObject(example) && "value" in example
      ? [
          {
            name,
            summary: stringOrNull(example.summary),
            description: descriptionText(example.description),
            descriptionHtml: descriptionHtml(ctx, example.description),
            value: toPlainJson(example.value),
            generated: false,
            invalidInput: readExtension("example", "invalidInput", example),
          },
        ]
      : [],
  );
  if (named.length > 0) return named;
  if (container.example !== undefined) return [unnamed(toPlainJson(container.example), false)];
  if (schema !== null) return [unnamed(sampleFromSchema(schema, ctx.schemaJson), true)];
  return [];
}

const unnamed = (value: Json, generated: boolean): ExampleRecord => ({
  name: "example",
  summary: null,
  description: null,
  descriptionHtml: null,
  value,
  generated,
  invalidInput: null,
});
