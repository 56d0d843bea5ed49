import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Root } from "mdast";
import { bundleSpec, NODE_TYPES } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { MORE_SAMPLES_FOLDER, moreSamplesPath } from "../api-reference/code-samples/more-samples-path";
import { toSampleView } from "../api-reference/operation-view";
import { resolveSpecPath } from "../config/openapi-spec-path";
import { llmsFullTxt, llmsTxt, type LlmsSite } from "../markdown-twins/llms-txt";
import { stringifyMarkdown } from "../markdown-twins/markdown-tree";
import { siteContentFromNodes } from "./site-content";
import { rewriteTwinLinks, type TwinSite } from "../markdown-twins/twin-links";
import { type SiteContent, twinPages } from "../markdown-twins/twin-pages";
import { MACHINE_READABLE_FILES, markdownTwinPath } from "../navigation/twin-paths";
import { apiIntroAliasPath, apiIntroPath } from "../navigation/api-paths";
import { postmanCollection } from "../postman/postman-collection";
import {
  AGENT_FILES,
  type AgentApi,
  apiCatalog,
  instructionsFromSkill,
  openapiIndex,
  readSkill,
  type SkillSource,
  skillFile,
  skillIndex,
} from "../markdown-twins/agent-files";
import { OPENAPI_PARTS, operationDocument, schemaDocument, schemaNames } from "../markdown-twins/openapi-parts";
import { agentNote } from "../markdown-twins/twin-note";

/** Every file under `dir` whose name ends in `.md`, as paths relative to it. */
async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Writes the site's files into `publicDir`, each one whole: to a temporary
 * name first, then renamed over the old file, so a reader of the preview
 * (`gatsby develop` serves `public/` while these are rewritten) gets the old
 * file or the new one, never a half-written one. Remembers what it wrote.
 */
class SiteFiles {
  readonly written = new Set<string>();
  private count = 0;
  constructor(readonly publicDir: string) {}

  async write(sitePath: string, content: string): Promise<void> {
    const relative = sitePath.replace(/^\//, "");
    const file = path.join(this.publicDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${this.count++}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
    this.written.add(path.normalize(relative));
  }
}

/** What an earlier build wrote: every `.md` file, the More samples and the other machine-readable files. */
async function earlierFiles(publicDir: string): Promise<string[]> {
  const samples = path.join(publicDir, MORE_SAMPLES_FOLDER);
  const inSamples = await readdir(samples, { recursive: true, withFileTypes: true }).catch(() => []);
  const inParts = await readdir(path.join(publicDir, "openapi"), { recursive: true, withFileTypes: true }).catch(() => []);
  return [
    ...(await markdownFiles(publicDir)),
    ...inSamples.filter((e) => e.isFile()).map((e) => path.relative(publicDir, path.join(e.parentPath, e.name))),
    ...inParts.filter((e) => e.isFile()).map((e) => path.relative(publicDir, path.join(e.parentPath, e.name))),
    ...Object.values(MACHINE_READABLE_FILES).map((f) => f.slice(1)),
    ...[AGENT_FILES.skillIndex, AGENT_FILES.apiCatalog].map((f) => f.slice(1)),
  ];
}

/** Removes what an earlier build wrote and this one did not, so a page that is gone leaves no twin behind. */
async function removeStaleFiles(files: SiteFiles, earlier: readonly string[]): Promise<void> {
  const stale = earlier.filter((file) => !files.written.has(path.normalize(file)));
  await Promise.all(stale.map((file) => rm(path.join(files.publicDir, file), { force: true })));
}

/**
 * The twin of every page (each under the note that points agents to llms.txt), llms.txt and
 * llms-full.txt. Returns how many twins were written and the size of llms-full.txt.
 */
async function writeTwins(files: SiteFiles, content: SiteContent, site: TwinSite & LlmsSite) {
  const pages = twinPages(content);
  const twinSite = { ...site, pages: new Set(pages.map((p) => p.path)) };
  for (const page of pages) rewriteTwinLinks(page.tree, twinSite);
  const full = stringifyMarkdown(llmsFullTxt(pages, site));
  const withNote = (tree: Root): Root => ({ ...tree, children: [agentNote(site), ...tree.children] });
  // The introduction's second address (apiIntroAliasPath, whose HTML names the first as canonical) has the same twin.
  const intro = pages.find((page) => page.path === apiIntroPath());
  const aliasTwin = intro ? [files.write(markdownTwinPath(apiIntroAliasPath()), stringifyMarkdown(withNote(intro.tree)))] : [];
  await Promise.all([
    ...aliasTwin,
    ...pages.map((page) => files.write(markdownTwinPath(page.path), stringifyMarkdown(withNote(page.tree)))),
    files.write(MACHINE_READABLE_FILES.llmsTxt, stringifyMarkdown(llmsTxt(pages, site))),
    files.write(MACHINE_READABLE_FILES.llmsFullTxt, full),
  ]);
  return { twins: pages.length, fullBytes: Buffer.byteLength(full) };
}

/**
 * The description's parts (one document per operation and per schema, and their index), the API
 * catalog and the agent skill with its discovery index. Returns what it wrote, for the log.
 */
async function writeAgentFiles(
  files: SiteFiles,
  content: SiteContent,
  site: TwinSite,
  bundledSpec: Record<string, unknown> | null,
  skill: SkillSource | null,
): Promise<string> {
  const written: string[] = [];
  const skillNames = skill ? [skill.name] : [];
  if (skill) {
    const file = skillFile(skill, site);
    await files.write(AGENT_FILES.skill(skill.name), file);
    await files.write(AGENT_FILES.skillIndex, skillIndex([{ skill, file }]));
    written.push("the agent skill");
  }
  if (content.api && bundledSpec) {
    const servers = Array.isArray(bundledSpec.servers)
      ? bundledSpec.servers.flatMap((server: unknown) =>
          typeof (server as { url?: unknown }).url === "string" ? [(server as { url: string }).url] : [],
        )
      : [];
    const api: AgentApi = {
      title: content.api.spec.title,
      servers,
      specFiles: content.api.spec.publishedFiles,
      operations: content.api.operations,
      schemas: schemaNames(bundledSpec),
    };
    const documents = [
      ...content.api.operations.map((op) => [OPENAPI_PARTS.operation(op.slug), operationDocument(bundledSpec, op, op.summary)] as const),
      ...api.schemas.map((name) => [OPENAPI_PARTS.schema(name), schemaDocument(bundledSpec, name)] as const),
    ];
    await Promise.all([
      ...documents.flatMap(([file, document]) => (document ? [files.write(file, `${JSON.stringify(document)}\n`)] : [])),
      files.write(OPENAPI_PARTS.index, openapiIndex(api, site, MACHINE_READABLE_FILES.postmanCollection)),
      files.write(AGENT_FILES.apiCatalog, apiCatalog(api, site, skillNames)),
    ]);
    written.push(`the description in ${documents.length} parts`, "the API catalog");
  }
  return written.join(", ");
}

/** The samples of each operation's "More" menu, one JSON file per operation. */
async function writeMoreSamples(files: SiteFiles, content: SiteContent): Promise<void> {
  const samples = [...(content.api?.samples ?? [])];
  await Promise.all(
    samples.map(([slug, all]) =>
      files.write(moreSamplesPath(slug), JSON.stringify(all.filter((s) => s.placement === "more").map(toSampleView))),
    ),
  );
}

/** Where the files go and what they are made from. */
export interface MachineReadableInput {
  publicDir: string;
  content: SiteContent;
  site: Omit<TwinSite, "pages"> & Omit<LlmsSite, "specFiles">;
  /** The OpenAPI description bundled into one document, for the Postman collection and the parts; null when the build has no API. */
  bundledSpec: object | null;
  /** The agent skill (content/agents/SKILL.md); none when the site has none. */
  skill?: SkillSource | null;
}

/**
 * Writes the Markdown twin of every page (the page's address plus .md),
 * llms.txt and llms-full.txt, the code samples of the "More" menus and the
 * Postman collection, then removes what an earlier build wrote and this one
 * did not. Each file is replaced whole (see {@link SiteFiles}). Returns what
 * it wrote, for the build's log.
 */
export async function writeMachineReadableFiles({
  publicDir,
  content,
  site,
  bundledSpec,
  skill = null,
}: MachineReadableInput): Promise<string> {
  await mkdir(publicDir, { recursive: true });
  const earlier = await earlierFiles(publicDir);
  const files = new SiteFiles(publicDir);
  const specFiles = content.api?.spec.publishedFiles ?? [];
  const agentFileNotes = [
    ...(skill ? [{ path: AGENT_FILES.skillIndex, note: "the agent skill for this API (Agent Skills), to install or read" }] : []),
    ...(content.api && bundledSpec
      ? [{ path: AGENT_FILES.apiCatalog, note: "the API catalog (RFC 9727): the API's description and documentation" }]
      : []),
  ];
  // The pages with a twin, which links to them (the skill's, the agent files') are made absolute for.
  const withTwins = { ...site, pages: new Set(twinPages(content).map((p) => p.path)) };
  const twins = await writeTwins(files, content, {
    ...site,
    specFiles,
    pages: new Set(),
    instructions: skill ? instructionsFromSkill(skill, withTwins) : [],
    agentFiles: agentFileNotes,
  });
  const agents = await writeAgentFiles(files, content, withTwins, bundledSpec as Record<string, unknown> | null, skill);
  await writeMoreSamples(files, content);
  if (bundledSpec && content.api) {
    const collection = await postmanCollection(bundledSpec, content.api.operations);
    await files.write(MACHINE_READABLE_FILES.postmanCollection, `${JSON.stringify(collection, null, 2)}\n`);
  }
  await removeStaleFiles(files, earlier);
  const kb = Math.round(twins.fullBytes / 1024);
  return `${twins.twins} Markdown twins, llms.txt, llms-full.txt (${kb} KB)${bundledSpec && content.api ? ", the Postman collection" : ""}${agents ? `, ${agents}` : ""}`;
}

/** The site's agent skill, read afresh at each write (so an edit to it shows at the next one); none when the file is absent. */
export const AGENT_SKILL_FILE = "content/agents/SKILL.md";

async function readAgentSkill(siteDirectory: string): Promise<SkillSource | null> {
  const file = path.join(siteDirectory, AGENT_SKILL_FILE);
  const source = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return source === null ? null : readSkill(source, AGENT_SKILL_FILE);
}

/** Node types the files are made from: a change to one of them makes them stale. */
const SOURCE_NODE_TYPES: ReadonlySet<string> = new Set(["Mdx", "Sidebar", ...Object.values(NODE_TYPES)]);
/** How long `gatsby develop` waits after the last change before writing the files again (a save changes many nodes). */
export const DEVELOP_REWRITE_DELAY_MS = 300;

type NodeAction = { type?: string; payload?: { internal?: { type?: string } } };

/**
 * Calls `write` once the source nodes have stopped changing for
 * {@link DEVELOP_REWRITE_DELAY_MS}: in `gatsby develop`, so the twins, the
 * More samples and the rest follow an author's edits without a restart.
 * Returns the function that stops listening.
 */
export function rewriteOnSourceChanges(
  emitter: {
    on(type: string, listener: (action: NodeAction) => void): void;
    off(type: string, listener: (action: NodeAction) => void): void;
  },
  write: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const changed = (action: NodeAction) => {
    if (!SOURCE_NODE_TYPES.has(action.payload?.internal?.type ?? "")) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      write();
    }, DEVELOP_REWRITE_DELAY_MS);
  };
  emitter.on("CREATE_NODE", changed);
  emitter.on("DELETE_NODE", changed);
  return () => {
    if (timer) clearTimeout(timer);
    emitter.off("CREATE_NODE", changed);
    emitter.off("DELETE_NODE", changed);
  };
}

/** Stops the previous listener when Gatsby runs onPostBootstrap again in the same process. */
let stopRewriting: (() => void) | null = null;

/**
 * After bootstrap (so `gatsby develop` has them too): the files for
 * assistants and API tools (see {@link writeMachineReadableFiles}). The
 * post-build checks then prove them complete. In `gatsby develop` they are
 * written again after each edit to a guide, the sidebars or the
 * description; a guide that does not compile leaves them as they were, with
 * a warning (the preview names the problem itself).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, getNodesByType, reporter, emitter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const { url, baseUrl, title, tagline } = siteConfig.site;
  const write = async () => {
    const content = siteContentFromNodes(getNodesByType, { title, tagline });
    return writeMachineReadableFiles({
      publicDir: path.join(program.directory, "public"),
      content,
      site: { origin: url, baseUrl, title, tagline },
      bundledSpec: content.api ? await bundleSpec(resolveSpecPath(siteConfig.openapi.specPath)) : null,
      skill: await readAgentSkill(program.directory),
    });
  };
  try {
    reporter.info(`Machine-readable files: ${await write()}.`);
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the Markdown twins, llms.txt or the Postman collection: ${(error as Error).message}`,
      error as Error,
    );
  }
  if (process.env.gatsby_executing_command !== "develop") return;
  stopRewriting?.();
  // One write at a time: a second edit during a write waits for it, so two writes never race over the same files.
  let writing: Promise<unknown> = Promise.resolve();
  stopRewriting = rewriteOnSourceChanges(emitter, () => {
    writing = writing.then(write).then(
      (written) => reporter.verbose(`Machine-readable files written again: ${written}.`),
      (error: unknown) => reporter.warn(`The Markdown twins and llms.txt were not updated: ${(error as Error).message}`),
    );
  });
};
