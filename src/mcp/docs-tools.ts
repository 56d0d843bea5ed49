import GithubSlugger from "github-slugger";
import { POSTCODE_INPUT_KINDS } from "../input-kinds/postcode-input-kinds";
import { documentSearchEngine } from "../search/document-search";
import { htmlToText } from "../seo/meta-description";
import type { McpData, McpOperation, McpPage } from "./mcp-data";
import { editDistance } from "../text/edit-distance";
import { didYouMean } from "./near-names";
import { offsetArgument, pageOf, readOnly, textAnswer, type Tool, ToolInputError } from "./tool-kit";

/** Most hits search_docs returns. */
export const MAX_SEARCH_HITS = 20;

/** A page's path as given: without the site's origin, a query, an #anchor, ".md", "/index" or a trailing slash. */
function pagePath(given: string): string {
  let path = given.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path
    .replace(/[?#].*$/, "")
    .replace(/\.md$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/+$/, "$1");
  if (path === "") path = "/";
  return path.startsWith("/") ? path : `/${path}`;
}

/**
 * A site path's page: "/docs/overview", its address, its Markdown address, with or without an
 * #anchor or a trailing slash, in any case; a guide's path without "/docs" ("self-host"); a page's
 * title ("Self-hosting"). Null when none is.
 */
export function findPage(data: McpData, given: string): McpPage | null {
  let path: string;
  try {
    path = pagePath(given);
  } catch {
    return null;
  }
  const lower = path.toLowerCase();
  const title = given.trim().toLowerCase();
  return (
    data.pages.find((page) => page.path === path) ??
    data.pages.find((page) => page.path.toLowerCase() === lower) ??
    data.pages.find((page) => page.path.toLowerCase() === `/docs${lower}`) ??
    data.pages.find((page) => page.title.toLowerCase() === title) ??
    null
  );
}

/** The pages nearest a name that is none (their path or title holds a word of it): three at most. */
export function nearestPages(data: McpData, given: string): McpPage[] {
  // A path a letter or two from a page's ("/docs/postcode/lookupp") is that page, before any sharing its words.
  let typed: string;
  try {
    typed = pagePath(given).toLowerCase();
  } catch {
    typed = given.toLowerCase();
  }
  const misspelt = data.pages.filter((page) => editDistance(page.path.toLowerCase(), typed) <= 2);
  if (misspelt.length > 0) return misspelt.slice(0, 3);
  const words = given.toLowerCase().match(/[a-z0-9]{4,}/g) ?? [];
  if (words.length === 0) return [];
  const score = (page: McpPage) => {
    const text = `${page.path} ${page.title}`.toLowerCase();
    return words.filter((word) => text.includes(word) || text.includes(word.replace(/(?:ing|s)$/, ""))).length;
  };
  return data.pages
    .map((page) => ({ page, score: score(page) }))
    .filter(({ score: found }) => found > 0)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, 3)
    .map(({ page }) => page);
}

/** Whether an address names a host other than the site's (a path, or the site's own address, does not). */
function otherSite(data: McpData, given: string): string | null {
  if (!/^https?:\/\//i.test(given.trim())) return null;
  // The site's pages by http or https, with "www." or without, are its pages: an agent writes any of them.
  const host = (address: string) => new URL(address).hostname.replace(/^www\./, "");
  try {
    return host(given.trim()) === host(data.site.origin) ? null : new URL(given.trim()).origin;
  } catch {
    return null;
  }
}

/** A path template as a pattern of concrete paths: "/postcodes/{postcode}" matches "/postcodes/SW1A1AA". */
const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`, "i");

/**
 * An operation by its operationId, its page's slug, its method and path ("GET /postcodes/{postcode}",
 * or a concrete path, "GET /postcodes/SW1A1AA"), or a path alone when one method has it; any case,
 * an address of the API's too.
 */
export function findOperation(data: McpData, given: string): McpOperation | null {
  const text = given.trim();
  const lower = text.toLowerCase().replace(/_/g, "-");
  const named = data.operations.find((op) => op.operationId.toLowerCase() === text.toLowerCase() || op.slug === lower);
  if (named) return named;
  const byMethod = /^(?:(get|post|put|patch|delete|head|options)\s+)?(\S.*)$/i.exec(text);
  if (!byMethod) return null;
  // A concrete path as typed ("/postcodes/SW1A 2AA"), without its query and a trailing slash.
  let pathOnly = byMethod[2].replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  try {
    if (/^https?:\/\//i.test(pathOnly)) pathOnly = new URL(pathOnly).pathname;
  } catch {
    return null;
  }
  const method = byMethod[1]?.toLowerCase();
  const matches = (op: McpOperation) =>
    (method === undefined || op.method === method) && (op.path === pathOnly || templatePattern(op.path).test(pathOnly));
  // The exact template first (/postcodes/{postcode} before /postcodes/lon/{longitude}/… could take it).
  const candidates = data.operations.filter(matches);
  const exact = candidates.filter((op) => op.path === pathOnly);
  const found = exact.length > 0 ? exact : candidates;
  return found.length === 1 ? found[0] : null;
}

const url = (data: McpData, path: string) => `${data.site.origin}${path === "/" ? "/" : path}`;
const markdownUrl = (data: McpData, path: string) => `${data.site.origin}${path === "/" ? "/index" : path.replace(/#.*$/, "")}.md`;

/**
 * One search engine per server data, indexed once: the remote server makes a server per request
 * (stateless), and indexing the pages again for each took some 115 ms of CPU.
 */
const engines = new WeakMap<McpData, ReturnType<typeof documentSearchEngine>>();
function engineFor(data: McpData) {
  let engine = engines.get(data);
  if (!engine) {
    engine = documentSearchEngine(async () => data.search, POSTCODE_INPUT_KINDS);
    engines.set(data, engine);
  }
  return engine;
}

/** Most characters of a query searched: a search box's worth; a longer one (a question pasted whole) is searched by its start. */
export const MAX_QUERY_CHARS = 200;
/** Most characters a query may be given with: past this, it is no query but a document. */
const MAX_PASTED_QUERY = 4000;

function searchDocsTool(data: McpData): Tool {
  const engine = engineFor(data);
  return {
    name: "search_docs",
    title: "Search the documentation",
    description: [
      `Searches the ${data.site.title} documentation (guides and API reference) as the site's search box does, and returns the pages that answer best, best first:`,
      "title, address, Markdown address and an excerpt. Use it to find which page or endpoint answers a question",
      '("nearest postcodes to a point", "terminated postcode", "bulk limit"), then read_page for the whole page or get_operation for an endpoint.',
      "A misspelt word is corrected, and the answer says so.",
    ].join(" "),
    inputSchema: {
      type: "object",
      properties: {
        query: {
          type: "string",
          minLength: 1,
          maxLength: MAX_PASTED_QUERY,
          description: `Words to search for, as a person would type them; only the first ${MAX_QUERY_CHARS} characters are searched.`,
        },
        limit: { type: "integer", minimum: 1, maximum: MAX_SEARCH_HITS, default: 8, description: "Most results to return." },
      },
      required: ["query"],
      additionalProperties: false,
    },
    annotations: readOnly("Search the documentation", false),
    async run(args) {
      const asked = String(args.query);
      // A whole question pasted in is searched by its start, cut at a word, and the answer says so.
      const query =
        asked.length <= MAX_QUERY_CHARS ? asked : asked.slice(0, asked.lastIndexOf(" ", MAX_QUERY_CHARS) + 1 || MAX_QUERY_CHARS).trim();
      const cutNote = query === asked ? "" : `The query was ${asked.length} characters; its first ${query.length} were searched.\n\n`;
      const limit = typeof args.limit === "number" ? args.limit : 8;
      const answer = await engine.search(query, limit);
      const hits = (answer?.hits ?? []).map((hit) => {
        const path = hit.url.replace(/#.*$/, "");
        return {
          title: hit.heading ? `${hit.title} › ${hit.heading}` : hit.title,
          section: hit.section,
          url: url(data, hit.url),
          markdownUrl: markdownUrl(data, path),
          path,
          excerpt: htmlToText(hit.excerpt),
        };
      });
      const searched = `${cutNote}${answer?.correction ? `Searched for “${answer.correction}” instead of “${query}”.\n\n` : ""}`;
      if (hits.length === 0)
        return textAnswer(`${searched}No page matches “${query}”. Try other words, or list_operations for every endpoint.`, {
          query,
          total: 0,
          results: [],
        });
      const lines = hits.map(
        (hit, i) => `${i + 1}. [${hit.title}](${hit.url}) (${hit.section ?? "page"}; read_page "${hit.path}")\n   ${hit.excerpt}`,
      );
      const total = answer?.total ?? hits.length;
      const counted = total === 1 ? "1 page matches" : `${total} pages match; the first ${hits.length}`;
      return textAnswer(`${searched}${counted}:\n\n${lines.join("\n")}`, {
        query,
        ...(answer?.correction ? { correctedTo: answer.correction } : {}),
        total: answer?.total ?? hits.length,
        results: hits,
      });
    },
  };
}

/**
 * The section of a page's Markdown that an #anchor names: from its heading to the next heading of
 * the same level or higher. Headings are matched by the slug the site gives them (GitHub's, as
 * the pages' ids), or by their words; null when none is the anchor.
 */
export function sectionOf(markdown: string, anchor: string): { heading: string; text: string } | null {
  const wanted = decodeURIComponent(anchor).toLowerCase();
  const slugger = new GithubSlugger();
  const lines = markdown.split("\n");
  // The headings outside code fences, read once: where each is, its level and its words.
  const headings: { line: number; level: number; words: string }[] = [];
  let inFence = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push({ line: i, level: heading[1].length, words: heading[2].replace(/`/g, "") });
  });
  // Every heading's slug is taken in order, as the site's ids are (a repeated heading's gets "-1").
  const names = (words: string) => [
    slugger.slug(words),
    words.toLowerCase(),
    words
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, "-")
      .replace(/^-|-$/g, ""),
  ];
  const at = headings.findIndex((h) => names(h.words).includes(wanted));
  if (at < 0) return null;
  const { line, level, words } = headings[at];
  const end = headings.slice(at + 1).find((h) => h.level <= level)?.line ?? lines.length;
  return { heading: words, text: lines.slice(line, end).join("\n").trimEnd() + "\n" };
}

/**
 * What to call instead for an address that is no page but a file the site publishes beside them
 * (the description, its parts, the full text) or a request to the API itself; null for others.
 */
function notAPage(data: McpData, given: string): string | null {
  const text = given.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const asked = new URL(text);
      if (asked.origin === new URL(data.site.apiServer).origin) {
        const op = findOperation(data, `${asked.pathname}`);
        return `${text} is a request to the API, not a page: ${op ? `call the tool ${op.operationId} (${op.method.toUpperCase()} ${op.path}) with its values, or get_operation "${op.operationId}" for its reference` : "list_operations names the endpoints and the tool that calls each"}.`;
      }
    } catch {
      return null;
    }
  }
  const asGiven = pagePath(text);
  const path = asGiven.toLowerCase();
  // A path of the API's, not the site's ("/postcodes/{postcode}", "/outcodes/SW1A"): the endpoint's tool and reference.
  const endpoints = data.operations.filter((op) => templatePattern(op.path).test(asGiven) || op.path.toLowerCase() === path);
  if (endpoints.length > 0 && !findPage(data, text))
    return `${text} is a path of the API, not a page: ${endpoints
      .map(
        (op) => `${op.method.toUpperCase()} ${op.path} is the tool ${op.operationId} (get_operation "${op.operationId}" for its reference)`,
      )
      .join("; ")}.`;
  const file = /^\/openapi\/(operations|schemas)\/([^/]+)\.json$/.exec(asGiven);
  if (file)
    return file[1] === "operations"
      ? `${text} is a part of the API's description: get_operation with format "openapi" gives it ("${file[2]}" is the endpoint's page name; get_operation takes that or its operationId).`
      : `${text} is a part of the API's description: get_schema "${file[2]}" gives it.`;
  if (/^\/openapi(\.json|\.yaml)?$/.test(path))
    return `${text} is the whole API description (JSON or YAML, some 150,000 characters): read it by parts instead, get_operation with format "openapi" for an endpoint and get_schema for a schema (list_operations names them).`;
  if (path === "/llms-full.txt" || path === "/llms-full")
    return `${text} is every page in one file: read_page "/llms.txt" lists the pages, and read_page reads each (search_docs finds the one that answers).`;
  return null;
}

function readPageTool(data: McpData): Tool {
  return {
    name: "read_page",
    title: "Read a page",
    description: [
      "Returns a page of the documentation as Markdown, whole: a guide, or an endpoint's reference with its parameters, responses and error strings.",
      'Name it by its path ("/docs/postcode/lookup"), its address, or the Markdown address search_docs gave. "/" is the home page, "/docs" every guide, "/llms.txt" the index of every page.',
      'With an #anchor ("/docs/postcode/schema#admin_district", as search_docs gives them), only that section.',
      "A long page comes in parts: the answer ends by saying which offset to ask for next.",
    ].join(" "),
    inputSchema: {
      type: "object",
      properties: {
        page: { type: "string", minLength: 1, maxLength: 500, description: 'The page\'s path or address, e.g. "/docs/overview".' },
        offset: offsetArgument("Where to start, in characters: the offset a previous part named."),
      },
      required: ["page"],
      additionalProperties: false,
    },
    annotations: readOnly("Read a page", false),
    async run(args) {
      const other = notAPage(data, String(args.page));
      if (other) throw new ToolInputError(other);
      const foreign = otherSite(data, String(args.page));
      if (foreign) {
        // Its path is offered only where this site has a page at it.
        const here = findPage(data, pagePath(String(args.page)));
        throw new ToolInputError(
          `${foreign} is not this site: read_page reads the pages of ${data.site.origin}. ${
            here
              ? `This site has a page at that path: read_page "${here.path}".`
              : "search_docs finds the page that answers; give its path."
          }`,
        );
      }
      const page = findPage(data, String(args.page));
      if (!page) {
        const near = nearestPages(data, String(args.page));
        const nearest = near.length > 0 ? ` The nearest: ${near.map((p) => `"${p.path}" (${p.title})`).join(", ")}.` : "";
        throw new ToolInputError(
          `No page at “${String(args.page)}”.${nearest} Use a path such as "/docs/overview" (search_docs finds pages; "/docs" lists the guides, "/docs/api" the endpoints).`,
        );
      }
      // An #anchor reads that section alone (the field's, the error table's); the whole page when the page has no such heading, said first.
      const anchor = /#(.+)$/.exec(String(args.page).trim())?.[1];
      const section = anchor ? sectionOf(page.markdown, anchor) : null;
      const offset = typeof args.offset === "number" ? args.offset : 0;
      if (section) {
        const { text, next } = pageOf(section.text, offset);
        const whole =
          next === null && offset === 0
            ? `\n\n[The section “${section.heading}” of ${page.path}; read_page "${page.path}" for the whole page.]`
            : "";
        return textAnswer(`${text}${whole}`, {
          path: page.path,
          title: page.title,
          section: section.heading,
          url: `${url(data, page.path)}#${anchor}`,
          length: section.text.length,
          next,
        });
      }
      const { text, next } = pageOf(page.markdown, offset);
      const noSection = anchor && offset === 0 ? `[No heading of ${page.path} is “#${anchor}”: the whole page follows.]\n\n` : "";
      return textAnswer(`${noSection}${text}`, {
        path: page.path,
        title: page.title,
        url: url(data, page.path),
        length: page.markdown.length,
        next,
      });
    },
  };
}

function listOperationsTool(data: McpData, apiUrl: string): Tool {
  return {
    name: "list_operations",
    title: "List the API's endpoints",
    description: [
      `Lists every endpoint of the ${data.site.title} API: its operationId (also the name of the tool that calls it), method and path, and what it does.`,
      "Start here to pick an endpoint; get_operation gives its whole reference.",
    ].join(" "),
    inputSchema: { type: "object", properties: {}, additionalProperties: false },
    annotations: readOnly("List the API's endpoints", false),
    async run() {
      const operations = data.operations.map((op) => ({
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary,
        page: url(data, `/docs/api/${op.slug}`),
      }));
      const lines = operations.map((op) => `- \`${op.operationId}\`: \`${op.method} ${op.path}\`: ${op.summary}`);
      return textAnswer(
        `${operations.length} endpoints, at ${apiUrl}. Each has a tool of the same name that calls it and checks the answer.\n\n${lines.join("\n")}`,
        { operations },
      );
    },
  };
}

function getOperationTool(data: McpData): Tool {
  const operationNames = data.operations.map((op) => op.operationId).join(", ");
  return {
    name: "get_operation",
    title: "An endpoint's reference",
    description: [
      "Returns one endpoint's whole reference: its parameters with their limits, its request body, every response with its schema and example, and the exact error strings.",
      `Name it by operationId (${operationNames}) or as "GET /postcodes/{postcode}".`,
      'With format "openapi", the endpoint\'s OpenAPI description instead, with every schema it uses (JSON).',
    ].join(" "),
    inputSchema: {
      type: "object",
      properties: {
        operation: { type: "string", minLength: 1, maxLength: 200, description: 'An operationId ("lookupPostcode") or a method and path.' },
        format: {
          type: "string",
          enum: ["markdown", "openapi"],
          default: "markdown",
          description: "Markdown to read, or the OpenAPI part.",
        },
        offset: offsetArgument("Where to start, in characters, for a long answer."),
      },
      required: ["operation"],
      additionalProperties: false,
    },
    annotations: readOnly("An endpoint's reference", false),
    async run(args) {
      const op = findOperation(data, String(args.operation));
      if (!op) {
        const described = (id: string) => {
          const named = data.operations.find((o) => o.operationId === id);
          return named ? `${id} (${named.method.toUpperCase()} ${named.path})` : id;
        };
        const ids = data.operations.map((o) => o.operationId);
        throw new ToolInputError(
          `No one endpoint is “${String(args.operation)}”.${didYouMean(String(args.operation), ids, described)} Name it by operationId or method and path: ${ids.map(described).join(", ")}.`,
        );
      }
      const page = data.pages.find((p) => p.path === `/docs/api/${op.slug}`);
      const whole = args.format === "openapi" || !page ? JSON.stringify(op.part, null, 1) : page.markdown;
      const { text, next } = pageOf(whole, typeof args.offset === "number" ? args.offset : 0);
      return textAnswer(text, {
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary,
        errorMessages: op.errorMessages,
        page: url(data, `/docs/api/${op.slug}`),
        next,
      });
    },
  };
}

function getSchemaTool(data: McpData): Tool {
  const schemaNames = Object.keys(data.schemaParts).sort();
  return {
    name: "get_schema",
    title: "A schema of the API",
    description: [
      "Returns a named schema of the API's description as JSON Schema (OpenAPI `components`), with every schema it refers to: the fields of a result, their types, nulls and limits.",
      `The same with the API's info is the file ${data.site.origin}/openapi/schemas/NAME.json.`,
      `The names: ${schemaNames.join(", ")}. For a postcode's fields explained in words, read_page "/docs/postcode/schema".`,
    ].join(" "),
    inputSchema: {
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, maxLength: 200, description: 'A schema\'s name, e.g. "Postcode".' },
        offset: offsetArgument("Where to start, in characters, for a long schema."),
      },
      required: ["name"],
      additionalProperties: false,
    },
    annotations: readOnly("A schema of the API", false),
    async run(args) {
      const given = String(args.name).trim();
      // "Postcode", "postcode", "#/components/schemas/Postcode", "terminated postcode", and "Codes" for the one name ending so.
      const key = (name: string) =>
        name
          .replace(/^.*\//, "")
          .replace(/[^a-z0-9]/gi, "")
          .toLowerCase();
      const wanted = key(given);
      const endingSo = schemaNames.filter((n) => key(n).endsWith(wanted));
      // "terminated" or "scottish": the shortest name that starts so (TerminatedPostcode, not its envelope).
      const startingSo = schemaNames.filter((n) => key(n).startsWith(wanted)).sort((a, b) => a.length - b.length);
      const exact = schemaNames.find((n) => key(n) === wanted);
      const name =
        exact ??
        // A plural for the one thing ("Postcodes" is Postcode, not the search's envelope that starts so).
        schemaNames.find((n) => key(n) === wanted.replace(/e?s$/, "")) ??
        schemaNames.find((n) => key(n) === wanted.replace(/s$/, "")) ??
        (wanted.length >= 4 && endingSo.length === 1 ? endingSo[0] : undefined) ??
        (wanted.length >= 4 ? startingSo[0] : undefined);
      if (!name)
        throw new ToolInputError(`No schema “${given}”.${didYouMean(given, schemaNames)} The names are: ${schemaNames.join(", ")}.`);
      // The schemas alone: the published part's `info` and `servers` (some 2,100 characters, the same in every part) say nothing of them.
      // The one asked for first, then those it refers to: a long part's first page starts with what was asked.
      const { components } = data.schemaParts[name] as { components?: { schemas?: Record<string, unknown> } };
      const schemas = components?.schemas ?? {};
      const ordered = { ...components, schemas: { [name]: schemas[name], ...schemas } };
      const offset = typeof args.offset === "number" ? args.offset : 0;
      const { text, next } = pageOf(JSON.stringify({ components: ordered }, null, 1), offset);
      // A name read as another is said, once, before the JSON: a model must not take PostcodeCodes for what it asked.
      const readAs = exact === undefined && offset === 0 ? `No schema is named “${given}”; this is ${name}, the nearest name.\n\n` : "";
      return textAnswer(`${readAs}${text}`, { name, ...(readAs ? { asked: given } : {}), next });
    },
  };
}

/** The docs tools: search, read a page, list the operations (at `apiUrl`, the API the API tools call), one operation, one schema. */
export function docsTools(data: McpData, apiUrl: string = data.site.apiServer): Tool[] {
  return [searchDocsTool(data), readPageTool(data), listOperationsTool(data, apiUrl), getOperationTool(data), getSchemaTool(data)];
}
