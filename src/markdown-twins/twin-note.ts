import type { Blockquote } from "mdast";
import { blockquote, link, paragraph, text } from "./markdown-tree";
import { siteUrl, type TwinSite } from "./twin-links";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";

/**
 * The first line of every Markdown twin (the Agent-Friendly Documentation
 * Spec's llms.txt directive): where the index of all the pages is, for an
 * agent that fetched this one alone. The page's HTML says the same near its
 * top (src/shell/AgentDirective).
 */
export const agentNote = (site: Pick<TwinSite, "origin" | "baseUrl">): Blockquote =>
  blockquote(
    paragraph(
      text("For coding agents: "),
      link(siteUrl(site, MACHINE_READABLE_FILES.llmsTxt), text("llms.txt")),
      text(" lists every page of this documentation in Markdown, with instructions for using the API."),
    ),
  );
