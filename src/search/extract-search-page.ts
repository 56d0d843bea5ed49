import { Parser } from "htmlparser2";
import { DEFAULT_TEXT_WEIGHT, HEADING_WEIGHTS } from "./search-weights";
import type { SearchPage, SearchRun, SearchSection } from "./search-documents";

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

/**
 * The `key:value` of a `data-search-meta` or `data-search-filter` attribute
 * (src/search/SearchMeta writes one a span): the key up to the first colon,
 * the value the rest, commas and colons included ("label:Lookup, and more").
 */
export function inlineValues(attribute: string | undefined): Record<string, string> {
  const colon = attribute?.indexOf(":") ?? -1;
  if (attribute === undefined || colon <= 0) return {};
  return { [attribute.slice(0, colon).trim()]: decodeEntities(attribute.slice(colon + 1).trim()) };
}

// A button's words are a control's ("Try it", "Copy", a language's tab), not the page's: an excerpt read them as text.
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "button"]);
/** Elements that sit inside a line of text: their edges do not part words ("/postcodes/<code>{lat}</code>" is one word, "outcode<em>'s</em>" too). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);
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
 * The text of a built page as the search indexes it: only inside
 * `data-search-body`, without `data-search-ignore` parts, split into
 * sections at headings with an id, each run of text with its weight (the
 * heading's by default, `data-search-weight` where set), plus the
 * `data-search-meta` values. Null for a page without a body to index.
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
        const body = (parent?.body ?? false) || "data-search-body" in attributes;
        if (body) sawBody = true;
        const explicit = attributes["data-search-weight"];
        const weight = explicit !== undefined ? Number(explicit) : (HEADING_WEIGHTS[name] ?? parent?.weight ?? DEFAULT_TEXT_WEIGHT);
        const ignored = (parent?.ignored ?? false) || "data-search-ignore" in attributes;
        const skipped = (parent?.skipped ?? false) || SKIPPED.has(name);
        if (body) {
          Object.assign(meta, inlineValues(attributes["data-search-meta"]));
          Object.assign(filters, inlineValues(attributes["data-search-filter"]));
        }
        let heading: SearchSection | null = null;
        if (body && !ignored && /^h[1-6]$/.test(name) && attributes.id) {
          heading = { anchor: decodeEntities(attributes.id), heading: "", runs: [] };
          sections.push(heading);
        }
        if (body && name === "h1" && title === null) inH1 = true;
        const element: OpenElement = { name, weight, body, ignored, skipped, heading };
        if (!VOID.has(name)) stack.push(element);
        if (!INLINE.has(name)) addText(" ");
      },
      ontext(text) {
        addText(decodeEntities(text));
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (!INLINE.has(name)) addText(" ");
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
      heading: i === 0 ? pageTitle : section.heading.replace(/\s+/g, " ").trim(),
      runs: section.runs.map(([weight, text]): SearchRun => [weight, text.replace(/\s+/g, " ")]).filter(([, text]) => text.trim() !== ""),
    }))
    .filter((section, i) => i === 0 || section.runs.length > 0);
  return { url, title: pageTitle, meta, filters, sections: cleaned };
}
