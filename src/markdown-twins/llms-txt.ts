import type { Content, PhrasingContent, Root } from "mdast";
import { blockquote, heading, link, list, listItem, paragraph, root, strong, text } from "./markdown-tree";
import { siteUrl, type TwinSite } from "./twin-links";
import type { TwinPage } from "./twin-pages";
import { MACHINE_READABLE_FILES, markdownTwinPath } from "../navigation/twin-paths";
import { OPENAPI_PARTS } from "./openapi-parts";

/**
 * A page's one-line description with the addresses in it as links: written as text, an address
 * would come out escaped ("https\://…", so that no Markdown reader makes a link of it), which no
 * agent can follow. (A description can be an address alone: ReadMe's polymorphism example's is.)
 */
function withLinks(description: string): PhrasingContent[] {
  return description
    .split(/(https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"])/)
    .filter((part) => part !== "")
    .map((part) => (/^https?:\/\//.test(part) ? link(part, text(part)) : text(part)));
}

/** What llms.txt says of the site and where its other files are. */
export interface LlmsSite extends Pick<TwinSite, "origin" | "baseUrl"> {
  title: string;
  tagline: string;
  /** The published OpenAPI description files ("/openapi.yaml"), or none when the build has no API. */
  specFiles: readonly string[];
  /** What an agent should know first (src/markdown-twins/agent-files.ts, from the agent skill), or nothing. */
  instructions?: readonly Content[];
  /** The agent skills' and the API catalog's addresses, named in words (they are not pages). */
  agentFiles?: readonly { path: string; note: string }[];
}

const SECTIONS: readonly TwinPage["section"][] = ["Docs", "API reference"];

function sectionBlocks(pages: readonly TwinPage[], site: LlmsSite, section: TwinPage["section"]): Content[] {
  const inSection = pages.filter((page) => page.section === section);
  if (inSection.length === 0) return [];
  return [
    heading(2, text(section)),
    list(
      inSection.map((page) =>
        listItem(paragraph(link(siteUrl(site, markdownTwinPath(page.path)), text(page.title)), text(": "), ...withLinks(page.description))),
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
      ...(site.specFiles.length > 0
        ? [
            file(
              OPENAPI_PARTS.index,
              "The API description",
              "the OpenAPI description whole, and one small document for each operation and each schema, with the Postman collection",
            ),
          ]
        : []),
    ]),
    ...(site.agentFiles && site.agentFiles.length > 0
      ? [
          paragraph(text("Also for agents, at these addresses of the site:")),
          list(
            site.agentFiles.map(({ path, note }) =>
              listItem(paragraph({ type: "inlineCode", value: siteUrl(site, path) }, text(`: ${note}`))),
            ),
          ),
        ]
      : []),
  ];
}

/**
 * llms.txt (llmstxt.org): the site's name, a one-line summary, then a
 * section per part of the site with a link to the Markdown twin of every
 * page and a line about it, after the instructions for agents when there
 * are some, and an "Optional" section with the one-file edition and the
 * index of the API description's parts.
 */
export function llmsTxt(pages: readonly TwinPage[], site: LlmsSite): Root {
  return root([
    heading(1, text(site.title)),
    blockquote(paragraph(text(site.tagline))),
    paragraph(
      text("Each link below is the Markdown version of a page of this site; any page's address without its final slash, with "),
      { type: "inlineCode", value: ".md" },
      text(" added, gives the same (the home page's is "),
      { type: "inlineCode", value: "/index.md" },
      text(")."),
    ),
    ...(site.instructions && site.instructions.length > 0
      ? [paragraph(strong(text("Instructions for agents"))), ...site.instructions]
      : []),
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
