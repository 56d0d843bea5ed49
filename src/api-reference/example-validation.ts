import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { escapePointerToken } from "../json/json-pointer";
import { followDocumentRefs } from "../json/json-refs";
import { isJsonObject, type JsonObject } from "../json/json-values";

/** One example and the schema it must satisfy, found in a bundled OpenAPI document. */
export interface ExampleCheck {
  /** Where the example is: JSON Pointer of the example, for messages. */
  where: string;
  /** JSON Pointer of the schema it is checked against. */
  schemaPointer: string;
  value: unknown;
}

const ptr = (tokens: (string | number)[]) => `#/${tokens.map(escapePointerToken).join("/")}`;

/** Every example of a bundled document: parameters, request bodies, responses, and schema-level examples. */
export function collectExamples(document: JsonObject): ExampleCheck[] {
  const checks: ExampleCheck[] = [];
  const fromMedia = (media: JsonObject, tokens: (string | number)[]) => {
    if (!isJsonObject(media.schema)) return;
    const schemaPointer = ptr([...tokens, "schema"]);
    if (media.example !== undefined) checks.push({ where: ptr([...tokens, "example"]), schemaPointer, value: media.example });
    if (isJsonObject(media.examples)) {
      for (const [name, reference] of Object.entries(media.examples)) {
        // The bundler keeps one copy of an example used in several places and points at it.
        const example = followDocumentRefs(reference, document);
        if (isJsonObject(example) && "value" in example)
          checks.push({ where: ptr([...tokens, "examples", name]), schemaPointer, value: example.value });
      }
    }
  };
  const walkSchema = (schema: unknown, tokens: (string | number)[]) => {
    if (Array.isArray(schema)) return schema.forEach((s, i) => walkSchema(s, [...tokens, i]));
    if (!isJsonObject(schema)) return;
    if (schema.example !== undefined && !("$ref" in schema))
      checks.push({ where: ptr([...tokens, "example"]), schemaPointer: ptr(tokens), value: schema.example });
    for (const [key, child] of Object.entries(schema)) {
      if (["example", "examples", "enum", "const", "default"].includes(key)) continue;
      walkSchema(child, [...tokens, key]);
    }
  };
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isJsonObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isJsonObject(operation)) continue;
      const op = ["paths", path, method];
      (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((p, i) => {
        if (isJsonObject(p) && isJsonObject(p.schema) && p.example !== undefined) {
          checks.push({
            where: ptr([...op, "parameters", i, "example"]),
            schemaPointer: ptr([...op, "parameters", i, "schema"]),
            value: p.example,
          });
        }
      });
      const body = operation.requestBody;
      if (isJsonObject(body) && isJsonObject(body.content)) {
        for (const [type, media] of Object.entries(body.content))
          if (isJsonObject(media)) fromMedia(media, [...op, "requestBody", "content", type]);
      }
      if (isJsonObject(operation.responses)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (isJsonObject(response) && isJsonObject(response.content)) {
            for (const [type, media] of Object.entries(response.content))
              if (isJsonObject(media)) fromMedia(media, [...op, "responses", status, "content", type]);
          }
        }
      }
    }
  }
  const components = isJsonObject(document.components) && isJsonObject(document.components.schemas) ? document.components.schemas : {};
  for (const [name, schema] of Object.entries(components)) walkSchema(schema, ["components", "schemas", name]);
  return checks;
}

const SPEC_ID = "openapi";

/** Validates values against schemas of one bundled OpenAPI 3.1 document (JSON Schema 2020-12). */
export class ExampleValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: JsonObject) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, SPEC_ID);
  }

  private compiled(schemaPointer: string): ValidateFunction {
    let fn = this.cache.get(schemaPointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${SPEC_ID}${schemaPointer}` });
      this.cache.set(schemaPointer, fn);
    }
    return fn;
  }

  /** Problems with `value` against the schema at `schemaPointer`; empty when it is valid. */
  validate(schemaPointer: string, value: unknown): string[] {
    const fn = this.compiled(schemaPointer);
    return fn(value)
      ? []
      : (fn.errors ?? []).map(
          (e: ErrorObject) =>
            `${e.instancePath || "(the value)"} ${e.message ?? "is invalid"}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`,
        );
  }
}
