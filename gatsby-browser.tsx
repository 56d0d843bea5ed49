import type { GatsbyBrowser } from "gatsby";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installNavigationHooks, normaliseAddress, routeUpdated } from "./src/navigation/browser-navigation";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  normaliseAddress();
  installNavigationHooks();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  routeUpdated(location.pathname);
};

/**
 * Hydrates like Gatsby does, and reports errors React recovers from (for
 * example server HTML that does not match) on the console instead of
 * swallowing them. (Not typed as `GatsbyBrowser["replaceHydrateFunction"]`:
 * Gatsby's type is the legacy `ReactDOM.render` signature, while Gatsby 5
 * calls it as `(element, container)`, which is what this returns.)
 */
export const replaceHydrateFunction = () => (element: ReactNode, container: Element) => {
  hydrateRoot(container, element, {
    onRecoverableError(error: unknown) {
      console.error("Recovered from an error while hydrating the page; React rendered it again in the browser.", error);
    },
  });
};
