/** A JSON object (not an array, not null), as parsed JSON and schemas hold them. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** Whether a value is a JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
