import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkBuiltSiteLinks, isPageFile, listFiles, pagePathOfHtmlFile, readBuiltSite } from "../build-checks/check-built-site";
import { formatBrokenLinks, type PageSource } from "../build-checks/link-check";
import { checkMachineReadableFiles } from "../build-checks/machine-readable-check";
import { checkGuideSource } from "../guides/mdx/check-guide-source";
import { startScriptsAfterFirstPaint } from "../rendering/start-after-first-paint";
import { writeDeployFiles } from "./deploy-files";
import { replaceWithHashEdition, writeOfflineDownload } from "./offline-edition";
import { writeSearchIndex } from "./write-search-index";
import { writeMcpServer } from "./write-mcp-server";

/** What the steps after the build work on. */
export interface PostBuildContext {
  /** The site's folder, and its public/ folder with the built site. */
  siteDirectory: string;
  publicDir: string;
  /** The site's address and base URL (site.config.ts), and its URLs' trailing slash. */
  origin: string;
  baseUrl: string;
  trailingSlash: "always" | "never" | "ignore";
  /** Every server URL of the description: the deploy files let the pages call them. */
  apiServers: readonly string[];
  /** The file each page is written in, by page path (a guide's MDX, an operation's OpenAPI file): asked only when a link is broken. */
  pageFiles: () => Promise<ReadonlyMap<string, string>>;
}

/** A step's failure whose message is the whole report (a list of broken links, of incomplete files): it is shown as it is. */
export class PostBuildProblem extends Error {
  override name = "PostBuildProblem";
}

/** One step after the build: what it does, in which build, and what its failure is called. */
export interface PostBuildStep {
  name: string;
  /** The browser-routed site, or the hash-routed edition (`site.router` in site.config.ts). */
  runsIn: readonly ("site" | "hash edition")[];
  /** The first words of its failure's report ("Could not write the search index"). */
  failure: string;
  /** Does the step's work; returns the line the build log shows. */
  run: (context: PostBuildContext) => Promise<string>;
}

/** Runs the steps of one kind of build in order; the first failure is reported and stops the build. Returns whether all passed. */
export async function runPostBuildSteps(
  steps: readonly PostBuildStep[],
  build: "site" | "hash edition",
  context: PostBuildContext,
  reporter: { info: (line: string) => void; panicOnBuild: (message: string) => void },
): Promise<boolean> {
  for (const step of steps.filter((s) => s.runsIn.includes(build))) {
    try {
      reporter.info(await step.run(context));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reporter.panicOnBuild(error instanceof PostBuildProblem ? message : `${step.failure}: ${message}`);
      return false;
    }
  }
  return true;
}

/** Where the pages with broken links are written: the file, and for a guide the links of its MDX with their lines, so the error names the line to fix. */
async function sourcesOfPages(pages: ReadonlySet<string>, files: ReadonlyMap<string, string>, siteRoot: string) {
  const entries = await Promise.all(
    [...pages].flatMap((page) => {
      const file = files.get(page);
      if (file === undefined) return [];
      if (!file.endsWith(".mdx")) return [Promise.resolve([page, { file }] as const)];
      return [
        readFile(path.join(siteRoot, file), "utf8").then(
          (text) => [page, { file, links: checkGuideSource(file, text).links }] as const,
          () => [page, { file }] as const,
        ),
      ];
    }),
  );
  return new Map<string, PageSource>(entries);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** The browser-routed site offers the hash-routed edition as a zip in public/downloads/ (before the link check, which checks the link to it). */
export const offlineDownload: PostBuildStep = {
  name: "offline download",
  runsIn: ["site"],
  failure: "Could not package the offline edition",
  run: async ({ siteDirectory }) => {
    const started = Date.now();
    const summary = await writeOfflineDownload(siteDirectory);
    // bench/site.mjs reads this line: what the edition adds to the build.
    return `Offline edition: ${summary}, in ${seconds(started)} s.`;
  },
};

/** Every page starts its scripts after its first paint (src/rendering/start-after-first-paint.ts); the hash-routed edition's page loads its own. */
export const startAfterFirstPaint: PostBuildStep = {
  name: "start after first paint",
  runsIn: ["site"],
  failure: "Could not make the pages start their scripts after the first paint",
  run: async ({ publicDir }) => {
    const pages = (await listFiles(publicDir)).filter(isPageFile);
    await Promise.all(
      pages.map(async (file) => {
        const html = await readFile(path.join(publicDir, file), "utf8");
        await writeFile(path.join(publicDir, file), startScriptsAfterFirstPaint(html, `public${file}`));
      }),
    );
    return `Start-up: the scripts of ${pages.length} pages start after their first paint.`;
  },
};

/** Every internal link and #anchor of the finished HTML resolves; a broken one is named with the file (and a guide's line) to fix. */
export const linkCheck: PostBuildStep = {
  name: "link check",
  runsIn: ["site", "hash edition"],
  failure: "Could not check the links",
  run: async ({ publicDir, baseUrl, trailingSlash, pageFiles, siteDirectory }) => {
    const site = await readBuiltSite(publicDir);
    const basePath = baseUrl.replace(/\/$/, "");
    const broken = checkBuiltSiteLinks(site, basePath, trailingSlash);
    if (broken.length > 0) {
      const sources = await sourcesOfPages(new Set(broken.map((link) => link.page)), await pageFiles(), siteDirectory);
      throw new PostBuildProblem(formatBrokenLinks(broken, (page) => sources.get(page), basePath));
    }
    return `Link check: every internal link and anchor on ${site.pages.size} pages resolves.`;
  },
};

/** `site.router: "hash"`: the build is replaced by the hash-routed edition, with its deploy files. */
export const hashEdition: PostBuildStep = {
  name: "hash-routed edition",
  runsIn: ["hash edition"],
  failure: "Could not write the hash-routed edition",
  run: async ({ siteDirectory, publicDir, apiServers }) => {
    // Its routes are the site's pages (a page written at two files, /404 and /404.html, is one): their names, not their HTML.
    const routes = new Set((await listFiles(publicDir)).filter(isPageFile).map(pagePathOfHtmlFile)).size;
    const edition = await replaceWithHashEdition(siteDirectory);
    await writeDeployFiles(publicDir, edition, apiServers);
    return `Hash-routed edition: public/ holds ${edition.files.size} files, index.html#/ and ${routes} routes.`;
  },
};

/** The search documents of the finished HTML (src/gatsby/write-search-index.ts). */
export const searchIndex: PostBuildStep = {
  name: "search index",
  runsIn: ["site"],
  failure: "Could not write the search index",
  run: async ({ publicDir }) => `Search index: ${await writeSearchIndex(publicDir, (await readBuiltSite(publicDir)).pages)}.`,
};

/** The MCP server of this build (src/gatsby/write-mcp-server.ts): after the search index, which it searches; before the link check, which checks the link to its bundle. */
export const mcpServer: PostBuildStep = {
  name: "MCP server",
  runsIn: ["site"],
  failure: "Could not write the MCP server",
  run: async ({ siteDirectory, publicDir, origin }) => {
    const started = Date.now();
    return `MCP server: ${await writeMcpServer(siteDirectory, publicDir, origin)}, in ${seconds(started)} s.`;
  },
};

/** Headers with the CSP hashes, sitemap, robots.txt and manifest, for what public/ holds: after the search index, which the headers name. */
export const deployFiles: PostBuildStep = {
  name: "deploy files",
  runsIn: ["site"],
  failure: "Could not write the deploy files",
  run: async ({ publicDir, apiServers }) => {
    const deploy = await writeDeployFiles(publicDir, await readBuiltSite(publicDir), apiServers);
    return `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`;
  },
};

/** The Markdown twins, llms.txt and the Postman collection written after bootstrap are complete: after the deploy files, as it reads the sitemap. */
export const machineReadableCheck: PostBuildStep = {
  name: "machine-readable files",
  runsIn: ["site"],
  failure: "Could not check the files for assistants and API tools",
  run: async ({ publicDir, origin, baseUrl }) => {
    const problems = await checkMachineReadableFiles(publicDir, { origin, baseUrl });
    if (problems.length > 0)
      throw new PostBuildProblem(`The files for assistants and API tools are incomplete:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return "Markdown twins, llms.txt and the Postman collection: every check passed.";
  },
};

/** The steps after the build, in order. */
export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  offlineDownload,
  startAfterFirstPaint,
  searchIndex,
  mcpServer,
  linkCheck,
  hashEdition,
  deployFiles,
  machineReadableCheck,
];
