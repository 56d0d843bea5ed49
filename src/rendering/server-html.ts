import { useState } from "react";
import { hydratingLoadedPage } from "./hydration";

/**
 * Parts of a page that keep their server HTML instead of hydrating.
 *
 * Much of an API page is markup that needs no script at all: a schema tree
 * is headings, links and native disclosure widgets, and never changes
 * while the page is open, yet hydrating it means React walking and
 * matching every one of its elements. Such an element passes
 * {@link useServerHtml}'s props: while the loaded page hydrates, they tell
 * React that the element's content is set as HTML, so React neither walks
 * nor writes it and the server's nodes stay (React does not set an
 * element's inner HTML while hydrating, and `suppressHydrationWarning`
 * says the difference is meant). Rendered later (a page reached by a
 * link, the preview, which renders and never hydrates), the part renders
 * as usual.
 *
 * Only for content without handlers, state or effects inside: nothing in
 * it is ever rendered in the browser on the page that was loaded.
 */

/** What keeps an element's server HTML through hydration. */
const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/** Never equal to a component's content (a fresh object): the part was rendered in the browser. */
const RENDERED_HERE = {};

/**
 * For the one element that holds a static part: spread the result on it,
 * and leave its children out when it is not null. `content` is what the
 * part shows (its model): the server HTML stays while it is the same one
 * the page was hydrated with; another renders as usual (React then empties
 * the element and renders into it).
 */
export function useServerHtml(content: unknown): typeof KEEP_SERVER_HTML | null {
  const [hydratedWith] = useState(() => (hydratingLoadedPage() ? content : RENDERED_HERE));
  return hydratedWith === content ? KEEP_SERVER_HTML : null;
}
