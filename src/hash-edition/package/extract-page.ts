import { Parser } from "htmlparser2";
import { DEFAULT_TEXT_WEIGHT, HEADING_WEIGHTS } from "../../search/search-weights";
import type { SearchPage, SearchRun, SearchSection } from "../../search/search-documents";

/** What the edition shows in <head> for a page: its title and description. */
export interface PageHead {
  title: string;
  description: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#x27": "'", "#39": "'", nbsp: " " };

/** Decodes the HTML entities React writes into text and attributes. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (ENTITIES[name]) return ENTITIES[name];
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

/** The <title> and description of a built page. */
export function extractHead(html: string): PageHead {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { title: decodeEntities(title), description: decodeEntities(description) };
}

/**
 * The `key:value` items of a `data-pagefind-meta` or `data-pagefind-filter`
 * attribute. As in Pagefind, items are apart by commas, and an inline value
 * runs to the end ("label:Lookup, and more" is one); items that capture an
 * element's text or attribute (`title`, `image[src]`) are not used here.
 */
export function inlineValues(attribute: string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  let rest = attribute ?? "";
  while (rest.trim() !== "") {
    const colon = rest.indexOf(":");
    const comma = rest.indexOf(",");
    if (colon > 0 && (comma < 0 || colon < comma)) {
      values[rest.slice(0, colon).trim()] = decodeEntities(rest.slice(colon + 1).trim());
      break;
    }
    rest = comma < 0 ? "" : rest.slice(comma + 1);
  }
  return values;
}

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

interface OpenElement {
  name: string;
  weight: number;
  body: boolean;
  ignored: boolean;
  skipped: boolean;
  heading: SearchSection | null;
}

/**
 * The text of a built page as Pagefind indexes it: only inside
 * `data-pagefind-body`, without `data-pagefind-ignore` parts, split into
 * sections at headings with an id, each run of text with its weight (the
 * heading's by default, `data-pagefind-weight` where set), plus the
 * `data-pagefind-meta` values. Null for a page without a body to index.
 */
export function extractSearchPage(html: string, url: string): SearchPage | null {
  const stack: OpenElement[] = [];
  const meta: Record<string, string> = {};
  const filters: Record<string, string> = {};
  const sections: SearchSection[] = [{ anchor: "", heading: "", runs: [] }];
  let sawBody = false;
  let title: string | null = null;
  let h1Text = "";
  let inH1 = false;

  const top = (): OpenElement | undefined => stack[stack.length - 1];
  const addText = (text: string) => {
    const current = top();
    if (!current || !current.body || current.ignored || current.skipped) return;
    const section = sections[sections.length - 1];
    const runs = section.runs;
    const last = runs[runs.length - 1];
    if (last && last[0] === current.weight) last[1] += text;
    else runs.push([current.weight, text]);
    for (let i = stack.length - 1; i >= 0; i--) {
      const heading = stack[i].heading;
      if (heading) {
        heading.heading += text;
        break;
      }
    }
    if (inH1 && title === null) h1Text += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = top();
        const body = (parent?.body ?? false) || "data-pagefind-body" in attributes;
        if (body) sawBody = true;
        const explicit = attributes["data-pagefind-weight"];
        const weight = explicit !== undefined ? Number(explicit) : (HEADING_WEIGHTS[name] ?? parent?.weight ?? DEFAULT_TEXT_WEIGHT);
        const ignored = (parent?.ignored ?? false) || "data-pagefind-ignore" in attributes;
        const skipped = (parent?.skipped ?? false) || SKIPPED.has(name);
        if (body) {
          Object.assign(meta, inlineValues(attributes["data-pagefind-meta"]));
          Object.assign(filters, inlineValues(attributes["data-pagefind-filter"]));
        }
        let heading: SearchSection | null = null;
        if (body && !ignored && /^h[1-6]$/.test(name) && attributes.id) {
          heading = { anchor: decodeEntities(attributes.id), heading: "", runs: [] };
          sections.push(heading);
        }
        if (body && name === "h1" && title === null) inH1 = true;
        const element: OpenElement = { name, weight, body, ignored, skipped, heading };
        if (!VOID.has(name)) stack.push(element);
        addText(" ");
      },
      ontext(text) {
        addText(decodeEntities(text));
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        addText(" ");
        const element = stack.pop();
        if (element?.name === "h1" && inH1) {
          inH1 = false;
          title = h1Text.replace(/\s+/g, " ").trim();
        }
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  if (!sawBody) return null;

  const pageTitle = title ?? "";
  const cleaned = sections
    .map((section, i) => ({
      anchor: section.anchor,
      // Without the heading's "#" link (src/guides/mdx/mdx-components.tsx).
      heading: i === 0 ? pageTitle : section.heading.replace(/\s+/g, " ").trim().replace(/\s#$/, ""),
      runs: section.runs.map(([weight, text]): SearchRun => [weight, text.replace(/\s+/g, " ")]).filter(([, text]) => text.trim() !== ""),
    }))
    .filter((section, i) => i === 0 || section.runs.length > 0);
  return { url, title: pageTitle, meta, filters, sections: cleaned };
}
