import { useState } from "react";
import { hydratingLoadedPage } from "./hydration-slices";

/**
 * Parts of a page that keep their server HTML instead of hydrating.
 *
 * Preact, which renders the production build, hydrates a page in one task;
 * the cost grows with every element it walks. Much of an API page is markup
 * that needs no script at all: a schema tree is headings, links and native
 * disclosure widgets, and never changes while the page is open. Such an
 * element passes {@link useServerHtml}'s props: while the page's first
 * hydration runs, they tell Preact to leave the element's content as the
 * server wrote it and walk none of it (Preact neither sets nor diffs an
 * element's `dangerouslySetInnerHTML` while hydrating, and does not go
 * below it), in whichever slice of the hydration it is (hydration-slices.ts).
 * Rendered later (a page reached by a link, the preview, which
 * renders with React and never hydrates), the part renders as usual.
 *
 * Only for content without handlers, state or effects inside: nothing in
 * it is ever rendered in the browser on the page that was loaded.
 */

/** What keeps an element's server HTML: Preact neither writes nor hydrates an element's inner HTML while hydrating. */
const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: "" } } as const;

/** Never equal to a component's content (a fresh object): the part was rendered in the browser. */
const RENDERED_HERE = {};

/**
 * For the one element that holds a static part: spread the result on it,
 * and leave its children out when it is not null. `content` is what the
 * part shows (its model): the server HTML stays while it is the same one
 * the page was hydrated with; another renders as usual (Preact then empties
 * the element and renders into it).
 */
export function useServerHtml(content: unknown): typeof KEEP_SERVER_HTML | null {
  const [hydratedWith] = useState(() => (hydratingLoadedPage() ? content : RENDERED_HERE));
  return hydratedWith === content ? KEEP_SERVER_HTML : null;
}
