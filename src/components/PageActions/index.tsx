import { withPrefix } from "gatsby";
import siteConfig from "../../../site.config";
import { markdownTwinPath } from "../../markdown-twins/twin-paths";
import { useCopyToClipboard } from "../../state/copy-to-clipboard";
import { DisclosureMenu, disclosureItemClass } from "../DisclosureMenu";
import * as styles from "./styles.module.css";

const COPY_LABELS = { idle: "Copy page as Markdown", copied: "Copied the page as Markdown", failed: "Could not copy the page" } as const;

/** Where an assistant is asked to read a page's Markdown twin (the prompt goes in the `q` parameter). */
const ASSISTANTS = [
  { name: "ChatGPT", url: "https://chatgpt.com/?hints=search&q=" },
  { name: "Claude", url: "https://claude.ai/new?q=" },
] as const;

/**
 * What a reader can do with the page as Markdown: copy it, view it, or
 * open it in an assistant. The Markdown is the page's twin (its address
 * plus .md), fetched only when copied.
 */
export function PageActions({ pathname }: { pathname: string }) {
  const { status, copy } = useCopyToClipboard();
  const twin = withPrefix(markdownTwinPath(pathname));
  const prompt = encodeURIComponent(`Read ${siteConfig.site.url}${twin} so I can ask questions about it.`);
  return (
    <DisclosureMenu label="Page actions" align="end" className={styles.actions}>
      {() => (
        <>
          <li>
            <button
              type="button"
              className={disclosureItemClass}
              onClick={() => copy(fetch(twin).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))))}
            >
              <span aria-live="polite">{COPY_LABELS[status]}</span>
            </button>
          </li>
          <li>
            <a className={disclosureItemClass} href={twin} type="text/markdown">
              View as Markdown
            </a>
          </li>
          {ASSISTANTS.map(({ name, url }) => (
            <li key={name}>
              <a className={disclosureItemClass} href={`${url}${prompt}`} target="_blank" rel="noopener noreferrer">
                Open in {name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </>
      )}
    </DisclosureMenu>
  );
}
