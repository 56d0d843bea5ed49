/** Reading values of an OpenAPI document whose shape is not trusted yet. */

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value when it is a string, else null. */
export const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The strings of an array (other items dropped); an empty list for anything else. */
export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The mappings of an array (other items dropped); an empty list for anything else. */
export const objectList = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
