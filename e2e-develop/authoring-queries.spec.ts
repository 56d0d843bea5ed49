import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./develop-test";

/** The GraphiQL queries of docs/authoring.md, run against gatsby develop's GraphQL endpoint. */
const queries = [...readFileSync(path.resolve("docs/authoring.md"), "utf8").matchAll(/^```graphql\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

test("docs/authoring.md has GraphQL queries to try", () => {
  expect(queries.length).toBeGreaterThanOrEqual(3);
});

for (const query of queries) {
  const name = /query (\w+)/.exec(query)?.[1] ?? "(unnamed)";
  test(`the GraphiQL query ${name} of docs/authoring.md answers with data`, async ({ request }) => {
    const response = await request.post("/___graphql", { data: { query } });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    for (const [field, value] of Object.entries(body.data ?? {})) expect(value, field).not.toBeNull();
  });
}
