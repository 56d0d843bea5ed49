import { withPrefix } from "gatsby";
import { isHashEdition } from "../../navigation/edition-address";
import { MACHINE_READABLE_FILES } from "../../navigation/twin-paths";

/**
 * What a coding agent that fetched the page should know first, near the top
 * of every page (the Agent-Friendly Documentation Spec's llms.txt
 * directive): where the index for agents is, and that every page is
 * Markdown too. Visually hidden and hidden from assistive technology, which
 * has the page itself; left out of the page's Markdown twin, whose own first
 * line says it (src/gatsby/machine-readable-files.ts). The offline edition
 * has no llms.txt and no twins: it shows nothing.
 */
export function AgentDirective() {
  if (isHashEdition()) return null;
  return (
    <div className="visually-hidden" aria-hidden="true" data-markdown-ignore="">
      For coding agents and other tools:{" "}
      <a href={withPrefix(MACHINE_READABLE_FILES.llmsTxt)} tabIndex={-1}>
        {MACHINE_READABLE_FILES.llmsTxt}
      </a>{" "}
      lists every page of this documentation, and every page is Markdown at its own address plus <code>.md</code>, or when asked for with{" "}
      <code>Accept: text/markdown</code>.
    </div>
  );
}
