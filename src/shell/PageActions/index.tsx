import { isHashEdition } from "../../navigation/edition-address";
import { createChunkComponent } from "../../ui/ChunkLoader";
import { DisclosureMenu } from "../../ui/DisclosureMenu";
import * as styles from "./styles.module.css";

/** The menu's items load the first time it opens, so every page's JavaScript carries only its button. */
const PageActionItems = createChunkComponent<{ pathname: string }>(() => import("./PageActionItems"), "Page actions");

/**
 * What a reader can do with the page as Markdown: copy it, view it, or
 * open it in an assistant. The Markdown is the page's twin (its address
 * plus .md), also named in the page's <head> for tools. The hash-routed
 * edition has no twins (it may be opened from disk, where nothing can be
 * fetched, and has no address for an assistant to read): no menu there.
 */
export function PageActions({ pathname }: { pathname: string }) {
  if (isHashEdition()) return null;
  return (
    <DisclosureMenu label="Page actions" align="end" className={styles.actions}>
      {(_close, open) => open && <PageActionItems pathname={pathname} />}
    </DisclosureMenu>
  );
}
