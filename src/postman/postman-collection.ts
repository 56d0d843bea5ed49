import { createHash } from "node:crypto";
import { convert } from "openapi-to-postmanv2";

/** A Postman collection (v2.1) as JSON. */
export type PostmanCollection = Record<string, unknown>;

/** A UUID-shaped id made from `seed`, so the same description always gives the same collection. */
export function stableId(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Replaces the random ids the converter gives the collection and its items by ids made from the description and their place. */
function withStableIds(value: unknown, seed: string): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withStableIds(item, `${seed}/${i}`));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      (key === "id" || key === "_postman_id") && typeof child === "string"
        ? [key, stableId(seed)]
        : [key, withStableIds(child, `${seed}/${key}`)],
    ),
  );
}

/**
 * The Postman collection (v2.1) of an OpenAPI description, made with
 * Postman's own converter: one request per operation, in one folder per
 * tag, with the first server as the `baseUrl` collection variable and the
 * parameters' examples as values. Runs offline on a bundled description.
 * Its ids are made from the description, so a description whose responses
 * all have examples (ours) always gives the same file; where one has none,
 * the converter makes up a body at random.
 */
export async function postmanCollection(bundledSpec: object): Promise<PostmanCollection> {
  const text = JSON.stringify(bundledSpec);
  const digest = createHash("sha256").update(text).digest("hex");
  const result = await new Promise<Parameters<Parameters<typeof convert>[2]>[1]>((resolve, reject) =>
    convert(
      { type: "string", data: text },
      { folderStrategy: "Tags", parametersResolution: "Example", requestNameSource: "Fallback", includeAuthInfoInExample: false },
      (error, converted) => (error ? reject(error) : resolve(converted)),
    ),
  );
  const data = result.output?.[0]?.data;
  if (!result.result || typeof data !== "object" || data === null) {
    throw new Error(`openapi-to-postmanv2 could not convert the OpenAPI description: ${result.reason ?? "no collection in its output"}`);
  }
  // Through JSON first: the converter's descriptions are class instances.
  const collection = withStableIds(JSON.parse(JSON.stringify(data)), digest);
  if (typeof collection !== "object" || collection === null || Array.isArray(collection))
    throw new Error("The Postman collection is not an object.");
  return { ...collection };
}
