import type { GatsbyBrowser } from "gatsby";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isHashEdition } from "./src/navigation/edition-address";
import { startHashEdition } from "./src/hash-edition/start";
import { installNavigationHooks, normaliseAddress, routeUpdated } from "./src/navigation/browser-navigation";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

/** In the hash-routed edition its own router starts instead of Gatsby's (see src/hash-edition/start.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (isHashEdition()) return startHashEdition();
  normaliseAddress();
  installNavigationHooks();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  routeUpdated(location.pathname);
};

/**
 * Hydrates a page's server HTML like Gatsby does, and reports errors React
 * recovers from (for example server HTML that does not match) on the
 * console instead of swallowing them. `gatsby develop` serves an empty root
 * (no server rendering): that one is rendered into, not hydrated, so the
 * preview shows no false hydration errors.
 *
 * Not typed as `GatsbyBrowser["replaceHydrateFunction"]`: Gatsby's type is
 * the legacy `ReactDOM.render` signature, while Gatsby 5 calls the function
 * as `(element, container)` and uses the cleanup it returns.
 */
export const replaceHydrateFunction = () => (element: ReactNode, container: Element) => {
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  const root = hydrateRoot(container, element, {
    onRecoverableError(error: unknown) {
      console.error("Recovered from an error while hydrating the page; React rendered it again in the browser.", error);
    },
  });
  return () => root.unmount();
};
