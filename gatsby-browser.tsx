import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { isHashEdition } from "./src/navigation/edition-address";
import { startHashEdition } from "./src/hash-edition/start";
import { installNavigationHooks, normaliseAddress, routeUpdated } from "./src/navigation/browser-navigation";
import type { PageResources } from "./src/navigation/page-load";
import { afterHydration, hydrateLoadedPage, loadedPageCommitted, reportHydrationError } from "./src/rendering/hydration";
import { preloadFrameParts, preloadPageParts } from "./src/rendering/page-parts";
import { nextTask } from "./src/rendering/next-task";
import { markHydrated } from "./src/state/browser-store";
import { offerPageTools } from "./src/webmcp/offer-page-tools";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

/**
 * Before the first render. In the hash-routed edition its own router starts
 * instead of Gatsby's (see src/hash-edition/start.ts).
 *
 * Gatsby goes on (sets up its router, asks for the page's data) when the
 * promise returned settles, which is in a task of its own: the app script's
 * evaluation and that setup are two tasks on the main thread, not one long
 * one that input waits behind.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (isHashEdition()) return startHashEdition();
  normaliseAddress();
  installNavigationHooks();
  return nextTask();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  routeUpdated(location.pathname, location.hash, prevLocation !== null && prevLocation !== undefined);
};

/**
 * Gatsby calls this from an effect of its root, once React has committed
 * the page around its hydration boundaries; when those have hydrated too
 * (src/rendering/hydration.ts) and the frame's parts that load on demand
 * are there (the sidebar's items in the mobile menu), browser stores read the browser's values and
 * the page is marked hydrated.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  loadedPageCommitted();
  afterHydration(
    () =>
      void preloadFrameParts()
        .catch((error: unknown) => console.error("A part of the page could not be loaded.", error))
        .finally(markHydrated),
  );
  // Tools for an agent in the browser, where it offers WebMCP; nothing is loaded where it does not.
  afterHydration(offerPageTools);
};

/**
 * Hydrates a page's server HTML as a transition, so React hydrates it in
 * slices and yields to input between them (Docusaurus's client entry does
 * the same). `gatsby develop` serves an empty root (no server rendering):
 * that one is rendered into, not hydrated, once the parts of the page that
 * load on demand are there (a guide's text), so the page does not show
 * without them and an anchor in the address finds its target. A difference between the
 * server's HTML and the browser's render is a console error
 * (`onRecoverableError`), which the browser tests fail on.
 *
 * Not typed as `GatsbyBrowser["replaceHydrateFunction"]`: Gatsby's type is
 * the legacy `ReactDOM.render` signature, while Gatsby 5 calls the function
 * as `(element, container)` and uses the cleanup it returns.
 */
export const replaceHydrateFunction = () => (element: ReactNode, container: Element) => {
  if (container.children.length === 0) {
    markHydrated();
    const root = createRoot(container);
    // Gatsby may unmount the root (a hot update renders the app again) before the parts are there.
    let unmounted = false;
    const loader = (window as { ___loader?: { loadPageSync?: (path: string) => PageResources } }).___loader;
    const page = loader?.loadPageSync?.(window.location.pathname);
    void preloadPageParts(page?.component, page?.json?.pageContext)
      .catch((error: unknown) => console.error("A part of the page could not be loaded.", error))
      .finally(() => {
        if (!unmounted) root.render(element);
      });
    return () => {
      unmounted = true;
      root.unmount();
    };
  }
  let root: Root | undefined;
  hydrateLoadedPage(() =>
    startTransition(() => {
      root = hydrateRoot(container, element, { onRecoverableError: reportHydrationError });
    }),
  );
  return () => root?.unmount();
};
