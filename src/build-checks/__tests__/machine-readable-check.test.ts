import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApiRecords, bundleSpec, loadSpec, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../../api-reference/code-samples/generate-code-samples";
import { type MachineReadableInput, writeMachineReadableFiles } from "../../gatsby/machine-readable-files";
import type { SiteContent } from "../../markdown-twins/twin-pages";
import { checkMachineReadableFiles } from "../machine-readable-check";

const PETSTORE = "plugins/gatsby-source-openapi/__tests__/fixtures/petstore-30.yaml";
// ReadMe's public example of polymorphism (npm @readme/oas-examples): its description is a link to the OpenAPI specification on GitHub.
const POLYMORPHISM = require.resolve("@readme/oas-examples/3.0/json/polymorphism.json");
const site = { origin: "https://docs.example.com", baseUrl: "/" };

/** What the build writes the files from, with a description (the Pet Store) as its API and one guide. */
async function petStoreInput(dir: string, spec = PETSTORE): Promise<MachineReadableInput> {
  const records = buildApiRecords({ ...(await loadSpec(path.resolve(spec))), renderMarkdown });
  const bundled = await bundleSpec(path.resolve(spec));
  writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(bundled));
  const content: SiteContent = {
    site: { title: "Pets", tagline: "All about pets" },
    guides: [
      {
        path: "/docs/intro",
        title: "Intro",
        description: "Start here.",
        body: "See [pets](/docs/api/list-pets).",
        sourcePath: "intro.mdx",
        schema: null,
      },
    ],
    sidebarOfGuide: () => [],
    api: {
      spec: { ...records.api, publishedFiles: ["/openapi.json"] },
      tags: records.tags,
      operations: records.operations,
      schemas: records.schemas,
      samples: new Map(records.operations.map((op) => [op.slug, generateCodeSamples(op, op.codeSamples)])),
    },
    sampleLanguageCount: "twenty",
  };
  return { publicDir: dir, content, site: { ...site, title: "Pets", tagline: "All about pets" }, bundledSpec: bundled };
}

/** A build's public/ with a description (the Pet Store) as its API and one guide, as the build writes it. */
async function buildPublicDir(
  spec = PETSTORE,
  pages = ["/", "/docs/intro", "/docs/api", "/docs/api/list-pets", "/docs/api/show-pet-by-id", "/docs/api/pets"],
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "machine-readable-"));
  await writeMachineReadableFiles(await petStoreInput(dir, spec));
  writeFileSync(
    path.join(dir, "sitemap.xml"),
    `<urlset>${pages.map((p) => `<url><loc>${site.origin}${p === "/" ? "/" : p}</loc></url>`).join("")}</urlset>`,
  );
  return dir;
}

describe("the checks of the files for assistants and API tools", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await buildPublicDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => path.join(dir, name);
  const edit = (name: string, change: (text: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), "utf8")));
  const check = () => checkMachineReadableFiles(dir, site);

  it("pass on what the build writes for any description (here the Pet Store)", async () => {
    expect(await check()).toEqual([]);
    const llms = readFileSync(file("llms.txt"), "utf8");
    expect(llms).toMatch(/^# Pets\n\n> All about pets\n/);
    expect(llms).toContain("- [List pets](https://docs.example.com/docs/api/list-pets.md): GET /pets.");
    expect(llms).toContain("## Optional");
    expect(readFileSync(file("docs/intro.md"), "utf8")).toContain("See [pets](https://docs.example.com/docs/api/list-pets.md).");
  });

  it("pass on a description whose text links outside the site, and keep its links as written", async () => {
    const outside = await buildPublicDir(POLYMORPHISM, ["/", "/docs/intro", "/docs/api", "/docs/api/api-reference-postcodes-io"]);
    try {
      expect(await checkMachineReadableFiles(outside, site)).toEqual([]);
      const link = "https://github.com/OAI/OpenAPI-Specification/blob/master/versions/3.0.3.md#schema-object";
      expect(readFileSync(path.join(outside, "llms.txt"), "utf8")).toContain(link);
      expect(readFileSync(path.join(outside, "docs/api/api-reference-postcodes-io.md"), "utf8")).toContain(link);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("find a twin that leaves out a parameter or an error string the description has, or a twin that is missing", async () => {
    edit("docs/api/list-pets.md", (text) => text.replace(/`limit`/g, "`max`"));
    // The published description says more than the twin: an error string the twin was not made with.
    edit("openapi.json", (text) => {
      const spec = JSON.parse(text);
      spec.paths["/pets/{petId}"].get.responses.default.content["application/json"].example = { code: 404, error: "Pet not found" };
      return JSON.stringify(spec);
    });
    unlinkSync(file("docs/api/pets.md"));
    expect(await check()).toEqual([
      "llms.txt links to https://docs.example.com/docs/api/pets.md, but the build has no docs/api/pets.md.",
      "https://docs.example.com/docs/api/pets is in the sitemap but has no Markdown twin (/docs/api/pets.md).",
      "/docs/api/list-pets.md (GET /pets) does not name the parameter `limit`.",
      '/docs/api/show-pet-by-id.md (GET /pets/{petId}) does not give the error string "Pet not found".',
    ]);
  });

  it("find a broken link in llms.txt, a twin in the sitemap and one in the search index", async () => {
    edit(
      "llms.txt",
      (text) =>
        `${text}\n- [Gone](https://docs.example.com/docs/gone.md): no such page\n- [Elsewhere](https://other.example/x.md)\n- [Relative](/docs/intro.md)\n`,
    );
    edit("sitemap.xml", (text) => text.replace("</urlset>", "<url><loc>https://docs.example.com/docs/intro.md</loc></url></urlset>"));
    writeFileSync(
      file("search-index.json"),
      JSON.stringify([
        { url: "/docs/intro", sections: [] },
        { url: "/docs/intro.md", sections: [] },
      ]),
    );
    expect(await check()).toEqual([
      "llms.txt links to https://docs.example.com/docs/gone.md, but the build has no docs/gone.md.",
      // Another site's address is its own business (a description may link to the OpenAPI specification); a relative one is a mistake.
      "llms.txt links to /docs/intro.md, which is not an address under this site's base (https://docs.example.com/…).",
      "The sitemap lists the Markdown file https://docs.example.com/docs/intro.md; it should list pages only.",
      "The search index holds the Markdown file /docs/intro.md; only pages belong there.",
    ]);
  });

  it("find a Postman collection that is not valid v2.1, or lacks a request or the server variable", async () => {
    edit("postman-collection.json", (text) => {
      const collection = JSON.parse(text);
      collection.item = collection.item.filter((item: { name: string }) => item.name !== "/health");
      collection.variable = [];
      collection.info.schema = 42;
      return JSON.stringify(collection);
    });
    const problems = await check();
    expect(problems).toContain("/postman-collection.json is not a valid Postman v2.1 collection: /info/schema must be string");
    expect(problems).toContain("/postman-collection.json has 0 requests for GET /health (expected one).");
    expect(problems).toContain("/postman-collection.json has 3 requests for 4 operations.");
    expect(problems).toContain("/postman-collection.json has no baseUrl collection variable for the server.");
  });
});

describe("writing the files again, as gatsby develop does after each edit", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await buildPublicDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces each file whole: a reader during the write gets the old file or the new one, never none or part of one", async () => {
    const twin = path.join(dir, "docs/intro.md");
    const before = readFileSync(twin, "utf8");
    const input = await petStoreInput(dir);
    const edited = input.content.guides.map((g) => ({ ...g, body: `${g.body}\n\nEdited.` }));
    const after = { ...input, content: { ...input.content, guides: edited } };
    const seen = new Set<string>();
    let done = false;
    const writing = writeMachineReadableFiles(after).finally(() => {
      done = true;
    });
    // Read between every step of the write (its file operations run off the main thread).
    while (!done) {
      seen.add(existsSync(twin) ? readFileSync(twin, "utf8") : "(missing)");
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    const final = readFileSync(twin, "utf8");
    expect(final).toContain("Edited.");
    expect([...seen].filter((text) => text !== before && text !== final)).toEqual([]);
  });

  it("removes what an earlier write left and this one did not, and leaves no temporary file", async () => {
    writeFileSync(path.join(dir, "docs/gone.md"), "# A guide that was deleted\n");
    writeFileSync(path.join(dir, "code-samples/gone.json"), "[]");
    await writeMachineReadableFiles(await petStoreInput(dir));
    expect(existsSync(path.join(dir, "docs/gone.md"))).toBe(false);
    expect(existsSync(path.join(dir, "code-samples/gone.json"))).toBe(false);
    expect(existsSync(path.join(dir, "docs/intro.md"))).toBe(true);
    const all = readdirSync(dir, { recursive: true }).map(String);
    expect(all.filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(await checkMachineReadableFiles(dir, site)).toEqual([]);
  });
});
