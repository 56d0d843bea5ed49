import type { Content, Root } from "mdast";
import { blockquote, heading, link, list, listItem, paragraph, root, text } from "./markdown-tree";
import { siteUrl, type TwinSite } from "./twin-links";
import type { TwinPage } from "./twin-pages";
import { MACHINE_READABLE_FILES, markdownTwinPath } from "../navigation/twin-paths";

/** What llms.txt says of the site and where its other files are. */
export interface LlmsSite extends Pick<TwinSite, "origin" | "baseUrl"> {
  title: string;
  tagline: string;
  /** The published OpenAPI description files ("/openapi.yaml"), or none when the build has no API. */
  specFiles: readonly string[];
}

const SECTIONS: readonly TwinPage["section"][] = ["Docs", "API reference"];

function sectionBlocks(pages: readonly TwinPage[], site: LlmsSite, section: TwinPage["section"]): Content[] {
  const inSection = pages.filter((page) => page.section === section);
  if (inSection.length === 0) return [];
  return [
    heading(2, text(section)),
    list(
      inSection.map((page) =>
        listItem(paragraph(link(siteUrl(site, markdownTwinPath(page.path)), text(page.title)), text(`: ${page.description}`))),
      ),
    ),
  ];
}

function optionalBlocks(site: LlmsSite): Content[] {
  const file = (path: string, name: string, note: string) => listItem(paragraph(link(siteUrl(site, path), text(name)), text(`: ${note}`)));
  return [
    heading(2, text("Optional")),
    list([
      file(
        MACHINE_READABLE_FILES.llmsFullTxt,
        "Everything in one file",
        "every page above, guides and API reference, as one Markdown file",
      ),
      ...site.specFiles.map((path) =>
        file(path, `OpenAPI description (${path.replace(/^.*\./, "").toUpperCase()})`, "the API, bundled into one document"),
      ),
      ...(site.specFiles.length > 0
        ? [file(MACHINE_READABLE_FILES.postmanCollection, "Postman collection", "one request per operation, grouped by tag (Postman v2.1)")]
        : []),
    ]),
  ];
}

/**
 * llms.txt (llmstxt.org): the site's name, a one-line summary, then a
 * section per part of the site with a link to the Markdown twin of every
 * page and a line about it, and an "Optional" section with the one-file
 * edition and the API description files.
 */
export function llmsTxt(pages: readonly TwinPage[], site: LlmsSite): Root {
  return root([
    heading(1, text(site.title)),
    blockquote(paragraph(text(site.tagline))),
    paragraph(
      text("Each link below is the Markdown version of a page of this site; any page's address with "),
      { type: "inlineCode", value: ".md" },
      text(" added gives the same."),
    ),
    ...SECTIONS.flatMap((section) => sectionBlocks(pages, site, section)),
    ...optionalBlocks(site),
  ]);
}

/** llms-full.txt: every twin, in llms.txt's order, each under a rule and followed by its address. */
export function llmsFullTxt(pages: readonly TwinPage[], site: LlmsSite): Root {
  return root([
    heading(1, text(site.title)),
    blockquote(paragraph(text(site.tagline))),
    paragraph(
      text("The whole documentation in one file: guides first, then the API reference. Page by page: "),
      link(siteUrl(site, MACHINE_READABLE_FILES.llmsTxt), text("llms.txt")),
      text("."),
    ),
    ...pages.flatMap((page) => {
      const [title, ...rest] = page.tree.children;
      const source = paragraph(text("Source: "), link(siteUrl(site, page.path), text(siteUrl(site, page.path))));
      return [{ type: "thematicBreak" as const }, ...(title ? [title] : []), source, ...rest];
    }),
  ]);
}
