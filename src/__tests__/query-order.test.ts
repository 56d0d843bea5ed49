import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "./import-graph";

const ROOT = path.resolve(__dirname, "../..");

/** Each `allX` field of a GraphQL query in `text` that has no `sort:` argument, as "allX (line N)". */
export function unsortedListFields(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(all[A-Z]\w*)\s*(\([^)]*(?:\([^)]*\)[^)]*)*\))?\s*\{/g)) {
    const args = match[2] ?? "";
    if (!/\bsort\s*:/.test(args)) found.push(`${match[1]} (line ${text.slice(0, match.index).split("\n").length})`);
  }
  return found;
}

describe("GraphQL lists", () => {
  // Gatsby returns an unsorted list in the order its nodes were made, and an incremental build
  // remakes only the changed ones: the same sources then give static-query results in another order
  // (the offline edition of a build after a fixed guide differed from a clean build's).
  it("are sorted in every query of the site, so a build's results do not depend on the builds before it", () => {
    const files = sourceFiles(path.join(ROOT, "src"));
    expect(files.length).toBeGreaterThan(100);
    const unsorted = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [...text.matchAll(/graphql(?:<[^>]*>)?\s*\(?\s*`([^`]*)`/g)].flatMap((query) => {
        // The query's text, with the lines of the file before it, so the lines reported are the file's.
        const before = "\n".repeat(text.slice(0, query.index + query[0].indexOf("`")).split("\n").length - 1);
        return unsortedListFields(before + query[1]).map((field) => `${path.relative(ROOT, file)}: ${field}`);
      });
    });
    expect(unsorted).toEqual([]);
  });

  it("the check finds a list without a sort, with or without other arguments", () => {
    expect(unsortedListFields("{ allMdx { nodes { id } } }")).toEqual(["allMdx (line 1)"]);
    expect(unsortedListFields('{\n allTag(filter: { name: { in: ["a"] } }) { nodes { id } } }')).toEqual(["allTag (line 2)"]);
    expect(unsortedListFields("{ allTag(filter: { name: { eq: $n } }, sort: { name: ASC }) { nodes { id } } }")).toEqual([]);
    expect(unsortedListFields("{ allMdx(sort: { fields: { docId: ASC } }) { nodes { id } } }")).toEqual([]);
  });
});
