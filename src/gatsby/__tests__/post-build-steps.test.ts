import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  linkCheck,
  searchIndex,
  POST_BUILD_STEPS,
  type PostBuildContext,
  PostBuildProblem,
  type PostBuildStep,
  runPostBuildSteps,
} from "../post-build-steps";

function recorder() {
  const lines: string[] = [];
  const panics: string[] = [];
  return { lines, panics, reporter: { info: (line: string) => lines.push(line), panicOnBuild: (message: string) => panics.push(message) } };
}

const context = (siteDirectory: string): PostBuildContext => ({
  siteDirectory,
  publicDir: path.join(siteDirectory, "public"),
  origin: "https://docs.example",
  baseUrl: "/",
  trailingSlash: "never",
  apiServers: [],
  pageFiles: async () => new Map([["/docs/guide", "content/docs/guide.mdx"]]),
});

const step = (name: string, runsIn: PostBuildStep["runsIn"], run: PostBuildStep["run"]): PostBuildStep => ({
  name,
  runsIn,
  failure: `Could not ${name}`,
  run,
});

describe("the steps after the build", () => {
  it("run in order, only those of the build being made, each saying what it did", async () => {
    const { lines, panics, reporter } = recorder();
    const steps = [
      step("first", ["site"], async () => "first done"),
      step("edition only", ["hash edition"], async () => "edition done"),
      step("both", ["site", "hash edition"], async () => "both done"),
    ];
    expect(await runPostBuildSteps(steps, "site", context("/nowhere"), reporter)).toBe(true);
    expect(lines).toEqual(["first done", "both done"]);
    expect(panics).toEqual([]);
  });

  it("stop at the first failure, reported with the step's first words, or as it is when it is a whole report", async () => {
    const later = jest.fn(async () => "never");
    const { lines, panics, reporter } = recorder();
    const failing = [step("index", ["site"], async () => Promise.reject(new Error("disk full"))), step("later", ["site"], later)];
    expect(await runPostBuildSteps(failing, "site", context("/nowhere"), reporter)).toBe(false);
    expect(panics).toEqual(["Could not index: disk full"]);
    expect(lines).toEqual([]);
    expect(later).not.toHaveBeenCalled();

    const second = recorder();
    const report = [step("check", ["site"], async () => Promise.reject(new PostBuildProblem("Found 2 broken internal links:\n  - …")))];
    await runPostBuildSteps(report, "site", context("/nowhere"), second.reporter);
    expect(second.panics).toEqual(["Found 2 broken internal links:\n  - …"]);
  });

  it("are in an order whose steps depend on the ones before", () => {
    const names = POST_BUILD_STEPS.map((s) => s.name);
    // The link check checks the link to the offline download; the headers name the search's scripts; the twins' check reads the sitemap.
    expect(names.indexOf("offline download")).toBeLessThan(names.indexOf("link check"));
    expect(names.indexOf("search index")).toBeLessThan(names.indexOf("deploy files"));
    // The MCP server searches the index, and the link check checks the link to its bundle.
    expect(names.indexOf("search index")).toBeLessThan(names.indexOf("MCP server"));
    expect(names.indexOf("MCP server")).toBeLessThan(names.indexOf("link check"));
    expect(names.indexOf("deploy files")).toBeLessThan(names.indexOf("machine-readable files"));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the link check step", () => {
  let siteDirectory: string;
  beforeEach(async () => {
    siteDirectory = await mkdtemp(path.join(tmpdir(), "post-build-"));
    await mkdir(path.join(siteDirectory, "public/docs/guide"), { recursive: true });
    await mkdir(path.join(siteDirectory, "content/docs"), { recursive: true });
  });
  afterEach(() => rm(siteDirectory, { recursive: true, force: true }));

  it("passes a site whose links resolve, and names the guide's line of a link that does not", async () => {
    const page = (href: string) => `<html><body><h1 id="top">Guide</h1><a href="${href}">next</a></body></html>`;
    await writeFile(path.join(siteDirectory, "public/docs/guide/index.html"), page("/docs/guide#top"));
    await expect(linkCheck.run(context(siteDirectory))).resolves.toBe("Link check: every internal link and anchor on 1 pages resolves.");

    await writeFile(path.join(siteDirectory, "public/docs/guide/index.html"), page("/docs/missing"));
    await writeFile(path.join(siteDirectory, "content/docs/guide.mdx"), "# Guide\n\nSee [next](/docs/missing).\n");
    const failure = linkCheck.run(context(siteDirectory));
    await expect(failure).rejects.toBeInstanceOf(PostBuildProblem);
    await expect(failure).rejects.toThrow(/content\/docs\/guide\.mdx:3.*\/docs\/missing/);
  });
});

describe("the search index step", () => {
  let siteDirectory: string;
  beforeEach(async () => {
    siteDirectory = await mkdtemp(path.join(tmpdir(), "post-build-"));
    await mkdir(path.join(siteDirectory, "public/docs/guide"), { recursive: true });
  });
  afterEach(() => rm(siteDirectory, { recursive: true, force: true }));

  it("writes the search documents of the pages that opt in, and fails on a site with no page", async () => {
    const page = (body: string) =>
      `<html lang="en"><body><main ${body}><h1>Reverse geocoding</h1><p>Postcodes near a point.</p></main></body></html>`;
    await writeFile(path.join(siteDirectory, "public/docs/guide/index.html"), page("data-search-body"));
    await writeFile(path.join(siteDirectory, "public/index.html"), page(""));
    const site = context(siteDirectory);
    await expect(searchIndex.run(site)).resolves.toMatch(/^Search index: search-index\.json, 1 pages, \d+ KB\.$/);
    const documents = JSON.parse(await readFile(path.join(siteDirectory, "public/search-index.json"), "utf8")) as { url: string }[];
    expect(documents).toMatchObject([{ url: "/docs/guide", title: "Reverse geocoding" }]);

    await rm(path.join(siteDirectory, "public/docs"), { recursive: true });
    await expect(searchIndex.run(site)).rejects.toThrow(/no page in .*public opts in with data-search-body/);
  });
});
