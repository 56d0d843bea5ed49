import { isObject, type JsonObject, stringOrNull } from "./json-values";
import { type RecordContext, reportProblem } from "./record-context";
import { SpecError, SpecErrors } from "./spec-error";

/**
 * The root of the document as a mapping; throws when it is not one (nothing
 * else can be read then).
 */
export function documentRoot(document: unknown, sourceFile: string): JsonObject {
  if (!isObject(document))
    throw new SpecErrors([new SpecError(sourceFile, "#", "the file does not hold an OpenAPI object (a YAML or JSON mapping)")]);
  return document;
}

/** Reports a version other than OpenAPI 3.0 or 3.1, and a missing title or version. */
export function checkDocumentHeader(document: JsonObject, ctx: RecordContext): void {
  const openapiVersion = stringOrNull(document.openapi);
  if (!openapiVersion || !/^3\.[01]\.\d+/.test(openapiVersion)) {
    reportProblem(
      ctx,
      ["openapi"],
      `expected an OpenAPI version 3.0.x or 3.1.x, found ${JSON.stringify(document.openapi)}. Swagger 2.0 files must be converted first.`,
    );
  }
  if (!isObject(document.info)) {
    reportProblem(ctx, ["info"], "missing the info object (title and version)");
    return;
  }
  if (!stringOrNull(document.info.title)) reportProblem(ctx, ["info", "title"], "missing the API title");
  if (stringOrNull(document.info.version) === null) reportProblem(ctx, ["info", "version"], "missing the API version");
}
