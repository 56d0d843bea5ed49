import { withPrefix } from "gatsby";
import siteConfig from "../../../site.config";
import { markdownTwinPath } from "../../navigation/twin-paths";
import { useState } from "react";
import { disclosureItemClass } from "../../ui/DisclosureMenu";

const COPY_LABELS = { idle: "Copy page as Markdown", copied: "Copied the page as Markdown", failed: "Could not copy the page" } as const;

/** Where an assistant is asked to read a page's Markdown twin (the prompt goes in the `q` parameter). */
const ASSISTANTS = [
  { name: "ChatGPT", url: "https://chatgpt.com/?hints=search&q=" },
  { name: "Claude", url: "https://claude.ai/new?q=" },
] as const;

/**
 * Copies text that is still being fetched. The clipboard gets it as a
 * promise where browsers allow, so those that require the click's user
 * activation (Safari) still accept it once the fetch is done.
 */
async function copyFetchedText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], { type: "text/plain" }));
    return navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
  }
  return navigator.clipboard.writeText(await text);
}

/**
 * The items of the page actions menu, a chunk of their own loaded the first
 * time the menu opens. The twin is fetched only when copied.
 */
export default function PageActionItems({ pathname }: { pathname: string }) {
  const [status, setStatus] = useState<keyof typeof COPY_LABELS>("idle");
  const twin = withPrefix(markdownTwinPath(pathname));
  const prompt = encodeURIComponent(`Read ${siteConfig.site.url}${twin} so I can ask questions about it.`);
  return (
    <ul>
      <li>
        <button
          type="button"
          className={disclosureItemClass}
          onClick={() =>
            copyFetchedText(fetch(twin).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))).then(
              () => setStatus("copied"),
              () => setStatus("failed"),
            )
          }
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
    </ul>
  );
}
