import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { bundleSpec } from "../../../plugins/gatsby-source-openapi";
import { AGENT_FILES, apiCatalog, instructionsFromSkill, readSkill, skillFile, skillIndex } from "../agent-files";
import { root, stringifyMarkdown } from "../markdown-tree";
import { llmsTxt } from "../llms-txt";

const SKILL = "content/agents/SKILL.md";
const site = { origin: "https://postcodes.io", baseUrl: "/", pages: new Set(["/docs/overview"]) };

describe("the agent skill", () => {
  it("is read with its name and description, and refused with what to do when they are missing", () => {
    const skill = readSkill(readFileSync(SKILL, "utf8"), SKILL);
    expect(skill.name).toBe("postcodes-io");
    expect(skill.description.length).toBeGreaterThan(50);
    expect(() => readSkill("# No front matter", "x/SKILL.md")).toThrow(/x\/SKILL\.md: an agent skill starts with front matter/);
    expect(() => readSkill("---\nname: Postcodes IO\ndescription: d\n---\n", "x/SKILL.md")).toThrow(/lower-case letters/);
    expect(() => readSkill("---\nname: p\n---\n", "x/SKILL.md")).toThrow(/description must say/);
  });

  it("is published with the site's links absolute, and listed with the SHA-256 of the file served", () => {
    const skill = readSkill(readFileSync(SKILL, "utf8"), SKILL);
    const file = skillFile(skill, site);
    expect(file).toMatch(/^---\nname: postcodes-io\ndescription: .+\n---\n\n# /);
    expect(file).toContain("(https://postcodes.io/llms.txt)");
    const index = JSON.parse(skillIndex([{ skill, file }]));
    expect(index.skills).toEqual([
      {
        name: "postcodes-io",
        type: "skill-md",
        description: skill.description,
        url: AGENT_FILES.skill("postcodes-io"),
        digest: `sha256:${createHash("sha256").update(file).digest("hex")}`,
      },
    ]);
  });

  it("names only routes of the description and error strings it documents (the API's facts, not our words)", async () => {
    const description = (await bundleSpec("openapi/openapi.yaml")) as { paths: Record<string, Record<string, unknown>> };
    const text = stringifyMarkdown(readSkill(readFileSync(SKILL, "utf8"), SKILL).body);
    const routes = [...text.matchAll(/`(GET|POST) (\/[^`?]*)/g)].map(([, method, path]) => [method.toLowerCase(), path] as const);
    expect(routes.length).toBeGreaterThan(10);
    for (const [method, path] of routes) expect([method, path, Boolean(description.paths[path]?.[method])]).toEqual([method, path, true]);
    const documented = JSON.stringify(description);
    const errors = [...text.matchAll(/(?:404|400)\**\s+`([^`]+)`/g)].map(([, error]) => error);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    for (const error of errors) expect([error, documented.includes(error)]).toEqual([error, true]);
  });

  it("gives llms.txt its sections but the last, headings as bold lines (llms.txt keeps headings for its lists)", () => {
    const skill = readSkill(readFileSync(SKILL, "utf8"), SKILL);
    const instructions = instructionsFromSkill(skill, site);
    const markdown = stringifyMarkdown(root(instructions));
    expect(markdown).toMatch(/^\*\*Which route for which task\*\*/);
    expect(markdown).toContain("**Traps**");
    expect(markdown).not.toMatch(/^#/m);
    expect(markdown).not.toContain("**More**");
    // A link of theirs to a page is its twin's absolute address, in llms.txt as every other link there is.
    expect(markdown).toContain("(https://postcodes.io/docs/overview.md)");
    const overview = { path: "/docs/overview", title: "Overview", description: "d", section: "Docs" as const, tree: root([]) };
    const llms = stringifyMarkdown(llmsTxt([overview], { ...site, title: "T", tagline: "t", specFiles: [], instructions }));
    expect(llms).toContain("(https://postcodes.io/docs/overview.md)");
    expect(llms).not.toContain("](/docs/");
    // The skill as read is not changed by it.
    expect(stringifyMarkdown(skill.body)).toContain("](/docs/overview)");
  });
});

describe("the API catalog (RFC 9727)", () => {
  it("links each server of the description to its description files, its documentation and its skill", () => {
    const catalog = JSON.parse(
      apiCatalog(
        {
          title: "Postcodes.io API",
          // A self-hosted copy's address is the reader's, not one the publisher runs: not in the catalog.
          servers: ["https://api.postcodes.io", "http://localhost:8000"],
          specFiles: ["/openapi.yaml", "/openapi.json"],
          operations: [],
          schemas: [],
        },
        site,
        ["postcodes-io"],
      ),
    );
    expect(catalog.linkset).toEqual([
      {
        anchor: "https://api.postcodes.io",
        "service-desc": [
          { href: "https://postcodes.io/openapi.yaml", type: "application/vnd.oai.openapi" },
          { href: "https://postcodes.io/openapi.json", type: "application/vnd.oai.openapi+json" },
        ],
        "service-doc": [
          expect.objectContaining({ href: "https://postcodes.io/docs/api", type: "text/html" }),
          expect.objectContaining({ href: "https://postcodes.io/llms.txt", type: "text/plain" }),
        ],
        describedby: [{ href: "https://postcodes.io/.well-known/agent-skills/postcodes-io/SKILL.md", type: "text/markdown" }],
      },
    ]);
    // A description with only such a server still gets its entry.
    const local = JSON.parse(
      apiCatalog({ title: "A copy", servers: ["http://localhost:8000"], specFiles: [], operations: [], schemas: [] }, site, []),
    );
    expect(local.linkset.map((entry: { anchor: string }) => entry.anchor)).toEqual(["http://localhost:8000"]);
  });
});
