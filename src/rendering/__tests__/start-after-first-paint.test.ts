/** @jest-environment jsdom */
import {
  bundlesOfBuiltPage,
  START_AFTER_FIRST_PAINT_SCRIPT,
  START_FALLBACK_MS,
  START_SCRIPT_ATTRIBUTE,
  startScriptsAfterFirstPaint,
} from "../start-after-first-paint";

const GATSBY_TAGS =
  '<script src="/webpack-runtime-7871f4154f1e1ca2521f.js" async></script><script src="/framework-b77aee73a1f08f4d07be.js" async></script>' +
  '<script src="/app-44823bbc20708c3e3681.js" async></script>';
const page = (tags: string) =>
  `<html><head><title>Overview</title></head><body><main>Text</main><script>window.___webpackCompilationHash="66";</script>${tags}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("a built page's scripts, started after its first paint", () => {
  it("replaces Gatsby's bundle tags with inert marks (nothing is fetched), in order, and one inline script that starts them", () => {
    const html = startScriptsAfterFirstPaint(page(GATSBY_TAGS), "public/docs/overview/index.html");
    expect(html).not.toContain("<script src=");
    expect(html).not.toContain("<link");
    const marks = [...html.matchAll(/<template data-start-script="([^"]+)"><\/template>/g)].map((m) => m[1]);
    expect(marks).toEqual([
      "/webpack-runtime-7871f4154f1e1ca2521f.js",
      "/framework-b77aee73a1f08f4d07be.js",
      "/app-44823bbc20708c3e3681.js",
    ]);
    expect(html).toBe(
      page(
        '<template data-start-script="/webpack-runtime-7871f4154f1e1ca2521f.js"></template>' +
          '<template data-start-script="/framework-b77aee73a1f08f4d07be.js"></template>' +
          '<template data-start-script="/app-44823bbc20708c3e3681.js"></template>' +
          `<script>${START_AFTER_FIRST_PAINT_SCRIPT}</script>`,
      ),
    );
  });

  it("brings a page kept from a build that wrote preload links up to date: marks and the current script", () => {
    const withLinks = page(
      '<link rel="preload" as="script" href="/webpack-runtime-7871f4154f1e1ca2521f.js" fetchpriority="low" data-start-script=""/>' +
        '<link rel="preload" as="script" href="/framework-b77aee73a1f08f4d07be.js" fetchpriority="low" data-start-script=""/>' +
        '<link rel="preload" as="script" href="/app-44823bbc20708c3e3681.js" fetchpriority="low" data-start-script=""/>' +
        "<script>(function(){/* an earlier version */})();</script>",
    );
    expect(startScriptsAfterFirstPaint(withLinks, "public/docs/overview/index.html")).toBe(
      startScriptsAfterFirstPaint(page(GATSBY_TAGS), "public/docs/overview/index.html"),
    );
  });

  it("leaves a page kept from an earlier build as it is, but for an inline script of an earlier version", () => {
    const once = startScriptsAfterFirstPaint(page(GATSBY_TAGS), "public/docs/overview/index.html");
    expect(startScriptsAfterFirstPaint(once, "public/docs/overview/index.html")).toBe(once);
    const olderScript = once.replace(START_AFTER_FIRST_PAINT_SCRIPT, "(function(){/* an earlier version */})();");
    expect(olderScript).not.toBe(once);
    expect(startScriptsAfterFirstPaint(olderScript, "public/docs/overview/index.html")).toBe(once);
    expect(bundlesOfBuiltPage(once)).toEqual(bundlesOfBuiltPage(page(GATSBY_TAGS)));
    expect(bundlesOfBuiltPage(once)).toEqual([
      "/webpack-runtime-7871f4154f1e1ca2521f.js",
      "/framework-b77aee73a1f08f4d07be.js",
      "/app-44823bbc20708c3e3681.js",
    ]);
  });

  it("keeps a base URL's prefix in the addresses", () => {
    const html = startScriptsAfterFirstPaint(page('<script src="/mirror/app-1.js" async=""></script>'), "public/index.html");
    expect(html).toContain('<template data-start-script="/mirror/app-1.js"></template>');
  });

  it("stops with the page's file named when Gatsby's tags are not there, or not together", () => {
    expect(() => startScriptsAfterFirstPaint(page(""), "public/docs/overview/index.html")).toThrow(
      /^public\/docs\/overview\/index\.html: no <script src="…" async> tag of Gatsby's bundles\..*update src\/rendering\/start-after-first-paint\.ts/,
    );
    expect(() =>
      startScriptsAfterFirstPaint(
        page('<script src="/webpack-runtime-1.js" async></script><p>x</p><script src="/app-1.js" async></script>'),
        "public/404.html",
      ),
    ).toThrow(
      /^public\/404\.html: the page's bundle tags are not one run of tags \(found text between \/webpack-runtime-1\.js and \/app-1\.js\)/,
    );
    const both = startScriptsAfterFirstPaint(page(GATSBY_TAGS), "public/index.html").replace("</body>", `${GATSBY_TAGS}</body>`);
    expect(() => startScriptsAfterFirstPaint(both, "public/index.html")).toThrow(
      /^public\/index\.html: the page has both Gatsby's bundle tags and the marks that replace them\. Build again from a clean state/,
    );
  });
});

describe("the inline script that starts them", () => {
  type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; observed: unknown; disconnected: boolean };
  let observers: Observer[];
  let visibility: DocumentVisibilityState;

  /** A page with the marks, and the script run as the browser would at the end of <body>. */
  function loadPage(options: { paintTiming?: boolean } = {}) {
    document.body.innerHTML = ["/webpack-runtime-1.js", "/framework-1.js", "/app-1.js"]
      .map((src) => `<template ${START_SCRIPT_ATTRIBUTE}="${src}"></template>`)
      .join("");
    class FakeObserver {
      static supportedEntryTypes = options.paintTiming === false ? ["resource"] : ["paint", "resource"];
      record: Observer;
      constructor(callback: Observer["callback"]) {
        this.record = { callback, observed: null, disconnected: false };
        observers.push(this.record);
      }
      observe(init: unknown) {
        this.record.observed = init;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    new Function(START_AFTER_FIRST_PAINT_SCRIPT)();
  }
  const started = () => [...document.querySelectorAll("script")].map((s) => s.getAttribute("src"));
  const paint = (name: string) => observers[0].callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });

  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    observers = [];
    visibility = "visible";
    jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("adds the scripts, in order, in the task after the frame that follows the first contentful paint, and only once", () => {
    loadPage();
    expect(observers[0].observed).toEqual({ type: "paint", buffered: true });
    paint("first-paint");
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    paint("first-contentful-paint");
    expect(observers[0].disconnected).toBe(true);
    // The main content is shown in the next frame (it was read before this script ran); the scripts come after it.
    expect(frames).toHaveLength(1);
    expect(started()).toEqual([]);
    frames[0](0);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(["/webpack-runtime-1.js", "/framework-1.js", "/app-1.js"]);
    expect(observers[0].disconnected).toBe(true);
    document.dispatchEvent(new Event("visibilitychange"));
    jest.advanceTimersByTime(START_FALLBACK_MS);
    expect(started()).toHaveLength(3);
  });

  it("adds them at once where no paint will be reported: a hidden page, a browser without paint timing", () => {
    visibility = "hidden";
    loadPage();
    expect(started()).toHaveLength(3);
    expect(observers).toEqual([]);

    visibility = "visible";
    loadPage({ paintTiming: false });
    expect(started()).toHaveLength(3);
    expect(observers).toEqual([]);
  });

  it("adds them when the page is hidden before it painted", () => {
    loadPage();
    expect(started()).toEqual([]);
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(started()).toHaveLength(3);
  });

  it(`adds them after ${START_FALLBACK_MS} ms if the first paint is never reported`, () => {
    loadPage();
    jest.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
  });
});
