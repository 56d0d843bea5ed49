import { focusAnchorTarget } from "../navigation/anchor-focus";
import { preloadPageParts } from "../rendering/page-parts";
import { StaticQueryContext, withPrefix } from "gatsby";
import React, { useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { markHydrated } from "../state/browser-store";
import { revealHashTarget } from "../state/open-details-for-hash";
import { wrapPageElement } from "../wrap-page-element";
import { wrapRootElement } from "../wrap-root-element";
import { setCurrentRoutePath, toHashHref } from "../navigation/edition-address";
import { dataScripts, type EditionPage, type EditionRoutes } from "../navigation/data-scripts";
import { type HashRoute, parseHashAddress } from "./hash-route";
import { loadDataScript, storedData } from "../navigation/load-data-script";

type PageComponent = React.ComponentType<Record<string, unknown>>;

/** Names the route on screen, on the page's wrapper: set once the page has rendered. */
export const SHOWN_ROUTE_ATTRIBUTE = "data-hash-route";

/** What Gatsby's production runtime leaves on window before `onClientEntry`. */
interface GatsbyRuntimeWindow extends Window {
  asyncRequires: { components: Record<string, () => Promise<{ default: PageComponent }>> };
  ___navigate?: (to: string | number, options?: { replace?: boolean }) => void;
}

/** A page ready to render: its data, its component, and the static-query results it reads. */
interface LoadedPage {
  page: EditionPage;
  Component: PageComponent;
}

/** Resolves the route to the page that answers it: its own, else the not-found page. */
export function pageForRoute(route: HashRoute, routes: EditionRoutes): string {
  return routes.paths.includes(route.path) ? route.path : routes.notFound;
}

/** Once the page is on screen: the anchor's element (inside closed <details> too) or the top. */
function ScrollAfterRender({
  route,
  scroll,
  moveFocus,
  children,
}: {
  route: HashRoute;
  scroll: boolean;
  /** A new page: the focus to its wrapper, or to the anchor it opens at (as on the site, src/navigation/anchor-focus.ts). */
  moveFocus: boolean;
  children: React.ReactNode;
}) {
  // On the render that draws the page, not a frame after the call to render it: React may draw it later than that frame, and an
  // anchor not there yet took no focus (the offline edition's test of a link to another page's anchor failed 2 runs in 4).
  useLayoutEffect(() => {
    const target = route.anchor ? document.getElementById(route.anchor) : null;
    if (scroll) {
      if (target) {
        revealHashTarget(`#${route.anchor}`);
        target.scrollIntoView({ block: "start" });
      } else {
        window.scrollTo(0, 0);
      }
    }
    if (!moveFocus) return;
    if (target) focusAnchorTarget(`#${route.anchor}`);
    else document.getElementById("gatsby-focus-wrapper")?.focus({ preventScroll: true });
  }, [route, scroll, moveFocus]);
  return <>{children}</>;
}

/**
 * The hash-routed edition's router: shows the page the address's hash names
 * (`#/docs/overview#errors`), with the site's own page components, wrappers
 * and providers, on every hash change (links, Back and Forward, a typed
 * address). Page data comes from data scripts (./data-scripts.ts).
 */
export class HashEditionRouter {
  private readonly root: Root;
  private readonly staticQueries: Record<string, { data: unknown }> = {};
  private latest = 0;
  private shownPath: string | null = null;

  constructor(
    private readonly win: GatsbyRuntimeWindow,
    private readonly routes: EditionRoutes,
  ) {
    const container = win.document.getElementById("___gatsby");
    if (!container) throw new Error("The edition's index.html has no #___gatsby element.");
    this.root = createRoot(container);
  }

  /** Shows the current address and follows every later change of it. */
  start(): void {
    this.win.___navigate = (to, options) => this.navigate(to, options);
    this.win.addEventListener("hashchange", () => void this.show());
    void this.show();
  }

  /** Gatsby's `navigate()` (the search box, the announcement bar) lands here. */
  navigate(to: string | number, options?: { replace?: boolean }): void {
    if (typeof to === "number") return this.win.history.go(to);
    const prefix = withPrefix("/").replace(/\/$/, "");
    const sitePath = prefix && to.startsWith(prefix) ? to.slice(prefix.length) || "/" : to;
    const href = toHashHref(sitePath);
    if (href === this.win.location.hash) return void this.show();
    if (options?.replace) this.win.location.replace(href);
    else this.win.location.hash = href;
  }

  private async load(path: string): Promise<LoadedPage> {
    const { key, file } = dataScripts.page(path);
    const page = await loadDataScript<EditionPage>(key, file, this.win.document);
    await Promise.all(
      page.staticQueryHashes.map(async (hash) => {
        const query = dataScripts.staticQuery(hash);
        this.staticQueries[hash] = await loadDataScript<{ data: unknown }>(query.key, query.file, this.win.document);
      }),
    );
    const loadComponent = this.win.asyncRequires.components[page.componentChunkName];
    if (!loadComponent) throw new Error(`The edition has no component ${page.componentChunkName} for ${path}.`);
    const Component = (await loadComponent()).default;
    // Parts that load on demand (a guide's text) are loaded before the page shows, as on the site.
    await preloadPageParts(Component, page.result.pageContext);
    return { page, Component };
  }

  private async show(): Promise<void> {
    const attempt = ++this.latest;
    const route = parseHashAddress(this.win.location.hash);
    let loaded: LoadedPage;
    try {
      loaded = await this.load(pageForRoute(route, this.routes));
    } catch (error) {
      console.error(`Could not show ${route.path}.`, error);
      return;
    }
    if (attempt !== this.latest) return; // the reader has gone elsewhere meanwhile
    const pageChanged = this.shownPath !== route.path;
    this.shownPath = route.path;
    setCurrentRoutePath(route.path);
    this.render(route, loaded, pageChanged || route.anchor !== "", pageChanged);
    const { head } = loaded.page;
    this.win.document.title = head.title;
    this.win.document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }

  private render(route: HashRoute, { page, Component }: LoadedPage, scroll: boolean, moveFocus: boolean): void {
    const location = { pathname: route.path, hash: route.anchor ? `#${route.anchor}` : "", search: route.search, state: null };
    const pageElement = (
      <Component
        {...page.result}
        path={page.path}
        uri={route.path}
        location={location}
        pageContext={page.result.pageContext ?? {}}
        params={{}}
      />
    );
    const element = (
      <ScrollAfterRender route={route} scroll={scroll} moveFocus={moveFocus}>
        {/* Gatsby's router renders the same focus wrapper around each page; the stylesheet expects it. */}
        <div style={{ outline: "none" }} tabIndex={-1} id="gatsby-focus-wrapper" {...{ [SHOWN_ROUTE_ATTRIBUTE]: route.path }}>
          {wrapPageElement({ element: pageElement, props: { location } })}
        </div>
      </ScrollAfterRender>
    );
    this.root.render(
      <StaticQueryContext.Provider value={{ ...this.staticQueries }}>{wrapRootElement({ element })}</StaticQueryContext.Provider>,
    );
  }
}

/** Entry point of the edition's runtime chunk (see ./start.ts). */
export function runHashEdition(win: Window = window): void {
  const routes = storedData<EditionRoutes>(dataScripts.routes.key, win);
  if (!routes) throw new Error(`The edition's index.html did not load ${dataScripts.routes.file}.`);
  // The edition renders into an empty root: nothing to hydrate, so browser stores read the browser's values at once.
  markHydrated();
  new HashEditionRouter(win as GatsbyRuntimeWindow, routes).start();
}
