import { readExtension } from "./extensions";
import { buildExamples } from "./example-records";
import { type JsonObject, objectList, stringOrNull } from "./json-values";
import { descriptionHtml, type RecordContext, reportProblem } from "./record-context";
import { PARAMETER_LOCATIONS, type ParameterLocation, type ParameterRecord } from "./records";
import { type Json, serialiseWithRefs } from "./serialise-schema";

const parameterKey = (p: JsonObject) => `${String(p.in)}:${String(p.name)}`;

/** An operation's parameters: the path item's, overridden by the operation's own with the same name and location. */
export function mergeParameters(pathItem: JsonObject, operation: JsonObject): JsonObject[] {
  const own = objectList(operation.parameters);
  const shared = objectList(pathItem.parameters).filter((p) => !own.some((o) => parameterKey(o) === parameterKey(p)));
  return [...shared, ...own];
}

const isLocation = (value: string | null): value is ParameterLocation => PARAMETER_LOCATIONS.some((l) => l === value);

/** Serialises a schema found in an operation, adding the named schemas it refers to to `refs`. */
export function operationSchema(value: unknown, refs: Set<string>, ctx: RecordContext): Json {
  if (value === undefined) return null;
  const serialised = serialiseWithRefs(value, { names: ctx.names, renderMarkdown: ctx.renderMarkdown });
  serialised.refs.forEach((name) => refs.add(name));
  return serialised.json;
}

/**
 * One parameter record, or null (with a problem reported at `tokens`) when
 * it lacks a name or a valid location. Path parameters are always required.
 */
export function buildParameter(
  parameter: JsonObject,
  tokens: readonly (string | number)[],
  refs: Set<string>,
  ctx: RecordContext,
): ParameterRecord | null {
  const name = stringOrNull(parameter.name);
  const location = stringOrNull(parameter.in);
  if (!name || !isLocation(location)) {
    reportProblem(ctx, tokens, "a parameter needs a `name` and an `in` of path, query, header or cookie");
    return null;
  }
  return {
    name,
    location,
    required: parameter.required === true || location === "path",
    deprecated: parameter.deprecated === true,
    description: stringOrNull(parameter.description),
    descriptionHtml: descriptionHtml(ctx, parameter.description),
    schema: operationSchema(parameter.schema, refs, ctx),
    examples: buildExamples(parameter, null, ctx),
    aliases: readExtension("parameter", "aliases", parameter),
    aliasOf: readExtension("parameter", "aliasOf", parameter),
    inputKind: readExtension("parameter", "inputKind", parameter),
    style: stringOrNull(parameter.style),
    explode: typeof parameter.explode === "boolean" ? parameter.explode : null,
  };
}
