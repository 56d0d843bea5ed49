import { createHash } from "node:crypto";
import type { Content, Root } from "mdast";
import {
  blockquote,
  heading,
  link,
  list,
  listItem,
  paragraph,
  parseMarkdown,
  root,
  stringifyMarkdown,
  strong,
  text,
} from "./markdown-tree";
import { OPENAPI_PARTS } from "./openapi-parts";
import { rewriteTwinLinks, siteUrl, type TwinSite } from "./twin-links";
import { isLoopbackHost } from "../navigation/loopback";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";

/**
 * The files that tell an agent how to use the site and the API, besides the
 * twins and llms.txt: the agent skill (Agent Skills, agentskills.io) and its
 * discovery index (/.well-known/agent-skills/index.json, the Agent Skills
 * Discovery draft 0.2.0), the API catalog (RFC 9727) and the index of the
 * description's parts (/openapi/llms.txt). Build-time only.
 */

/** Where they are published, relative to the site's root. */
export const AGENT_FILES = {
  skillIndex: MACHINE_READABLE_FILES.skillIndex,
  skill: (name: string) => `/.well-known/agent-skills/${name}/SKILL.md`,
  apiCatalog: MACHINE_READABLE_FILES.apiCatalog,
} as const;

/** A skill file: its YAML front matter's `name` and `description`, and its Markdown body. */
export interface SkillSource {
  name: string;
  description: string;
  body: Root;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Reads a SKILL.md: front matter with a `name` (lower case letters, digits
 * and hyphens, up to 64) and a `description` (up to 1,024 characters), then
 * Markdown. Throws, naming the file and what to do, when one is missing.
 */
export function readSkill(source: string, file: string): SkillSource {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: an agent skill starts with front matter (--- name: … description: … ---).`);
  const field = (key: string) => new RegExp(`^${key}:\\s*(.+)$`, "m").exec(match[1])?.[1]?.trim() ?? "";
  const name = field("name");
  const description = field("description");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) || name.length > 64)
    throw new Error(`${file}: its front matter's name must be 1 to 64 lower-case letters, digits and hyphens (it is "${name}").`);
  if (description === "" || description.length > 1024)
    throw new Error(`${file}: its front matter's description must say in up to 1,024 characters when to use the skill.`);
  return { name, description, body: parseMarkdown(source.slice(match[0].length)) };
}

/** The skill's body with the site's links absolute (its pages' as their twins'), as everywhere it is published. */
function publishedBody(skill: SkillSource, site: TwinSite): SkillSource["body"] {
  const body = structuredClone(skill.body);
  rewriteTwinLinks(body, site);
  return body;
}

/** The skill as published: its front matter, and its body with the site's links absolute. */
export function skillFile(skill: SkillSource, site: TwinSite): string {
  return `---\nname: ${skill.name}\ndescription: ${skill.description}\n---\n\n${stringifyMarkdown(publishedBody(skill, site))}`;
}

/** The discovery index of the site's skills, each with the SHA-256 of the file served. */
export function skillIndex(skills: readonly { skill: SkillSource; file: string }[]): string {
  return `${JSON.stringify(
    {
      $schema: "https://schemas.agentskills.io/discovery/0.2.0/schema.json",
      skills: skills.map(({ skill, file }) => ({
        name: skill.name,
        type: "skill-md",
        description: skill.description,
        url: AGENT_FILES.skill(skill.name),
        digest: `sha256:${createHash("sha256").update(file).digest("hex")}`,
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * The skill's sections, for llms.txt's instructions for agents, its links
 * absolute as published: each of its level-2 sections but the last ("More",
 * which points back to llms.txt),
 * its heading as a bold line (llmstxt.org keeps headings for the lists of
 * files that follow).
 */
export function instructionsFromSkill(skill: SkillSource, site: TwinSite): Content[] {
  const sections: Content[][] = [];
  for (const node of publishedBody(skill, site).children) {
    if (node.type === "heading" && node.depth === 2) sections.push([node]);
    else if (sections.length > 0) sections[sections.length - 1].push(node);
  }
  return sections
    .slice(0, -1)
    .flatMap((section) => section.map((node): Content => (node.type === "heading" ? paragraph(strong(...node.children)) : node)));
}

/** What the API catalog and the description's index know of the API. */
export interface AgentApi {
  title: string;
  /** The servers of the description. */
  servers: readonly string[];
  /** The published description files ("/openapi.yaml"). */
  specFiles: readonly string[];
  operations: readonly { slug: string; summary: string; method: string; path: string }[];
  schemas: readonly string[];
}

const SPEC_TYPES: Record<string, string> = {
  json: "application/vnd.oai.openapi+json",
  yaml: "application/vnd.oai.openapi",
  yml: "application/vnd.oai.openapi",
};

/** Whether a server is one on the reader's own machine (a self-hosted copy's `http://localhost:8000`). */
const onOwnMachine = (server: string) => {
  try {
    return isLoopbackHost(new URL(server).hostname);
  } catch {
    return false;
  }
};

/**
 * The API catalog (RFC 9727): a linkset with, for each server of the
 * description that the publisher runs (not one on the reader's machine, as a
 * self-hosted copy's, unless the description has no other), its description
 * files (`service-desc`), the reference and the guides (`service-doc`) and
 * the skill (`describedby`).
 */
export function apiCatalog(api: AgentApi, site: Pick<TwinSite, "origin" | "baseUrl">, skillNames: readonly string[]): string {
  const descriptions = api.specFiles.map((file) => ({
    href: siteUrl(site, file),
    type: SPEC_TYPES[file.replace(/^.*\./, "")] ?? "application/json",
  }));
  const published = api.servers.filter((server) => !onOwnMachine(server));
  const linkset = (published.length > 0 ? published : api.servers).map((server) => ({
    anchor: server,
    "service-desc": descriptions,
    "service-doc": [
      { href: siteUrl(site, "/docs/api"), type: "text/html", title: `${api.title}: reference` },
      { href: siteUrl(site, "/llms.txt"), type: "text/plain", title: "Every page as Markdown (llms.txt)" },
    ],
    ...(skillNames.length > 0
      ? { describedby: skillNames.map((name) => ({ href: siteUrl(site, AGENT_FILES.skill(name)), type: "text/markdown" })) }
      : {}),
  }));
  return `${JSON.stringify({ linkset }, null, 2)}\n`;
}

/**
 * /openapi/llms.txt: the description whole (each file too large for one
 * fetch on a large API), then one document per operation and per schema,
 * each whole on its own (src/markdown-twins/openapi-parts.ts).
 */
export function openapiIndex(api: AgentApi, site: Pick<TwinSite, "origin" | "baseUrl">, postmanCollection: string | null): string {
  const item = (path: string, name: string, note: string) => listItem(paragraph(link(siteUrl(site, path), text(name)), text(`: ${note}`)));
  const tree = root([
    heading(1, text(`${api.title}: the API description`)),
    // llms.txt's form: the summary in a blockquote under the title.
    blockquote(paragraph(text(`The OpenAPI description of the ${api.title}, whole and in parts small enough for one fetch.`))),
    paragraph(
      text("The parts each hold one operation or one schema with every component it refers to. The pages: "),
      link(siteUrl(site, "/llms.txt"), text("llms.txt")),
      text("."),
    ),
    heading(2, text("Whole")),
    list([
      ...api.specFiles.map((file) =>
        item(file, `OpenAPI description (${file.replace(/^.*\./, "").toUpperCase()})`, "every operation and schema in one document"),
      ),
      ...(postmanCollection
        ? [item(postmanCollection, "Postman collection", "one request per operation, grouped by tag (Postman v2.1)")]
        : []),
    ]),
    heading(2, text("Operations")),
    list(api.operations.map((op) => item(OPENAPI_PARTS.operation(op.slug), op.summary, `${op.method.toUpperCase()} ${op.path}`))),
    ...(api.schemas.length > 0
      ? [
          heading(2, text("Schemas")),
          list(api.schemas.map((name) => item(OPENAPI_PARTS.schema(name), name, "the schema and the schemas it refers to"))),
        ]
      : []),
  ]);
  return stringifyMarkdown(tree);
}
