import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadSpec } from "../../../plugins/gatsby-source-openapi";

// Each endpoint's guide lists the error statuses its operations document (the overview promises
// "each endpoint's guide and API reference page lists the exact error strings it can return"). The
// description is the source: when it documents a status, the guide that covers the operation must
// say when it happens, so the two cannot drift apart (the third audit found ten operations whose
// 500s the description and the guides left out).

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOCS = path.resolve(__dirname, "../../../content/docs");

/**
 * Every guide file, as a path under content/docs. The field references (`schema.mdx`) are left out:
 * they show an answer to explain its fields, not the route that gives it.
 */
const guideFiles = (dir = DOCS): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? guideFiles(path.join(dir, entry.name))
      : entry.name.endsWith(".mdx") && entry.name !== "schema.mdx"
        ? [path.join(dir, entry.name)]
        : [],
  );

/** The slug an operationId gets (the plugin's kebab case). */
const kebab = (operationId: string) => operationId.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/**
 * The operations a guide covers: its front matter's `operation`, the operations its JSON examples
 * name, and the reference pages it links to (a guide covering several routes links each one).
 */
function operationsOf(source: string, operationIds: readonly string[]): string[] {
  const slugs = [
    /^operation:\s*"?([\w-]+)"?\s*$/m.exec(source)?.[1],
    ...[...source.matchAll(/\]\(\/docs\/api\/([\w-]+)\)/g)].map((m) => m[1]),
  ];
  const named = [...source.matchAll(/^```json[^\n]*\boperation=(\w+)/gm)].map((m) => m[1]);
  return operationIds.filter((id) => slugs.includes(kebab(id)) || named.includes(id));
}

/** The guide's words without the bodies of its code blocks (a fence's title line stays: "404 Not Found"). */
const prose = (source: string) => source.replace(/^(```[^\n]*)\n[\s\S]*?^```$/gm, "$1");

let operations: Map<string, Obj>;
beforeAll(async () => {
  const document = (await loadSpec(path.resolve(__dirname, "../../../openapi/openapi.yaml"))).document as Obj;
  operations = new Map(
    Object.values(document.paths as Obj).flatMap((item) =>
      Object.values(item as Obj)
        .filter((op): op is Obj => typeof op === "object" && op !== null && typeof op.operationId === "string")
        .map((op) => [op.operationId as string, op]),
    ),
  );
});

describe("the endpoint guides and the description", () => {
  it("every guide says when each error status of its operations happens", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of guideFiles()) {
      const source = readFileSync(file, "utf8");
      const text = prose(source);
      for (const id of operationsOf(source, [...operations.keys()])) {
        for (const status of Object.keys(operations.get(id)!.responses).filter((s) => /^[45]\d\d$/.test(s))) {
          checked++;
          if (!new RegExp(`\\b${status}\\b`).test(text)) missing.push(`${path.relative(DOCS, file)}: ${id} documents ${status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(35);
    expect(missing).toEqual([]);
  });

  it("covers every operation of the description in some guide", () => {
    const covered = new Set(guideFiles().flatMap((file) => operationsOf(readFileSync(file, "utf8"), [...operations.keys()])));
    // The two health checks are described on the self-hosting page, which names no operation.
    expect([...operations.keys()].filter((id) => !covered.has(id)).sort()).toEqual(["ping", "ready"]);
  });
});

describe("one name per feature", () => {
  it("a guide that alone covers an operation has the operation's name: its title is the summary, or the summary's start", () => {
    const mismatched: string[] = [];
    const byOperation = new Map<string, string[]>();
    for (const file of guideFiles()) {
      const slug = /^operation:\s*"?([\w-]+)"?\s*$/m.exec(readFileSync(file, "utf8"))?.[1];
      if (slug) byOperation.set(slug, [...(byOperation.get(slug) ?? []), file]);
    }
    for (const [id, op] of operations) {
      const files = byOperation.get(kebab(id)) ?? [];
      if (files.length !== 1) continue; // one operation, two guides (search and reverse geocoding): each names its mode
      const title = /^title:\s*"(.*)"\s*$/m.exec(readFileSync(files[0], "utf8"))?.[1] ?? "";
      if (!(op.summary as string).startsWith(title)) mismatched.push(`${path.relative(DOCS, files[0])} "${title}" / ${id} "${op.summary}"`);
    }
    expect(mismatched).toEqual([]);
    expect(byOperation.size).toBeGreaterThan(12);
  });
});
