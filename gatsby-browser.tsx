import type { GatsbyBrowser } from "gatsby";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isHashEdition } from "./src/navigation/edition-address";
import { startHashEdition } from "./src/hash-edition/start";
import { installNavigationHooks, normaliseAddress, routeUpdated } from "./src/navigation/browser-navigation";
import { afterHydration, hydrateLoadedPage } from "./src/rendering/hydration-slices";
import { nextTask } from "./src/rendering/next-task";
import { runEffectsAfterRender } from "./src/rendering/preact-options";
import { markHydrated } from "./src/state/browser-store";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

/**
 * Before the first render: Preact's effects run right after each render
 * (src/rendering/preact-options.ts). In the hash-routed edition its own
 * router starts instead of Gatsby's (see src/hash-edition/start.ts).
 *
 * Gatsby goes on (sets up its router, asks for the page's data) when the
 * promise returned settles, which is in a task of its own: the app script's
 * evaluation and that setup are two tasks on the main thread, not one long
 * one that input waits behind.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  runEffectsAfterRender();
  if (isHashEdition()) return startHashEdition();
  normaliseAddress();
  installNavigationHooks();
  return nextTask();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  routeUpdated(location.pathname);
};

/**
 * Gatsby calls this from an effect of its root, once the first part of the
 * page has hydrated; when the rest has too (src/rendering/hydration-slices.ts),
 * browser stores read the browser's values.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  afterHydration(markHydrated);
};

/**
 * Hydrates a page's server HTML like Gatsby does. `gatsby develop` serves an
 * empty root (no server rendering): that one is rendered into, not
 * hydrated. The production build renders with Preact (src/gatsby/preact.ts),
 * which hydrates without reporting HTML that differs from what it renders;
 * the browser tests set `window.__checkHydration`, and the page is then
 * hydrated under src/rendering/hydration-check.ts, which reports each
 * difference on the console. Readers' browsers never load it.
 *
 * Not typed as `GatsbyBrowser["replaceHydrateFunction"]`: Gatsby's type is
 * the legacy `ReactDOM.render` signature, while Gatsby 5 calls the function
 * as `(element, container)` and uses the cleanup it returns.
 */
export const replaceHydrateFunction = () => (element: ReactNode, container: Element) => {
  if (container.children.length === 0) {
    markHydrated();
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  // The first hydration runs in slices (src/rendering/hydration-slices.ts), and static parts keep their server HTML.
  const hydrate = () => hydrateLoadedPage(() => hydrateRoot(container, element));
  if (!(window as { __checkHydration?: boolean }).__checkHydration) {
    const root = hydrate();
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrate> | undefined;
  import("./src/rendering/hydration-check").then(
    ({ hydrateAndCheck }) => (root = hydrateAndCheck(container, hydrate, afterHydration)),
    (error: unknown) => console.error("The hydration check could not load.", error),
  );
  return () => root?.unmount();
};
