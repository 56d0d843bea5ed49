import type { PhrasingContent, Root } from "mdast";
import { HOME_CONTENT, type Sentence, waysIn } from "../home/HomePage/home-content";
import { code, heading, inlineCode, link, list, listItem, paragraph, root, strong, text } from "./markdown-tree";

const sentence = (parts: Sentence): PhrasingContent[] =>
  parts.map((part) => (typeof part === "string" ? text(part) : inlineCode(part.code)));

/** The home page as Markdown: what the service does, the first request and its answer when there is one, the ways in. */
export function homeTwin({
  siteTitle,
  firstRequest,
  sampleLanguageCount,
}: {
  siteTitle: string;
  /** The cURL sample and the JSON it answers, or null when the build's API has no such operation. */
  firstRequest: { curl: string; response: string } | null;
  sampleLanguageCount: string;
}): Root {
  const { firstRequest: words } = HOME_CONTENT;
  return root([
    heading(1, text(`${siteTitle}: ${HOME_CONTENT.title}`)),
    paragraph(text(HOME_CONTENT.lead)),
    ...(firstRequest
      ? [
          heading(2, text(words.heading)),
          paragraph(text(words.intro)),
          code("bash", firstRequest.curl, 'title="Request"'),
          paragraph(...sentence(words.envelope)),
          code("json", firstRequest.response, 'title="Response: 200 OK"'),
        ]
      : []),
    heading(2, text(HOME_CONTENT.waysInHeading)),
    list(waysIn(sampleLanguageCount).map((way) => listItem(paragraph(strong(link(way.to, text(way.title))), text(`: ${way.text}`))))),
  ]);
}
