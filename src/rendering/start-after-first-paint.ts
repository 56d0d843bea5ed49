/**
 * A built page's scripts are fetched and run once its first paint is on screen.
 *
 * Gatsby ends each page with `<script src async>` tags for its webpack
 * runtime, framework and app bundles. The browser fetches them as soon as it
 * sees them and runs each as soon as it has arrived: on a fast network while
 * it is still laying out the first screen, whose paint then waits for them,
 * the longer the slower the phone. The build step (src/gatsby/
 * post-build-steps.ts) replaces those tags with inert marks that name the
 * bundles (`<template data-start-script="…">`: nothing is fetched) and one
 * inline script ({@link START_AFTER_FIRST_PAINT_SCRIPT}) that adds the scripts
 * once the browser has reported the first contentful paint and drawn one frame
 * more: the main content is shown once it is read (MAIN_END_ID), so the paint
 * after the script has run is the one that shows it. A reader sees the page
 * first; its code is fetched and hydrates after.
 *
 * Why not fetch them earlier (a preload) and only run them after the paint:
 * a download that ends before the page's largest paint is, for Lighthouse's
 * simulation of a slow phone, a possible prerequisite of that paint, and the
 * page's 85 KB of scripts made its simulated LCP some 300 ms later than the
 * build before (docs/benchmarks.md). On a real network the scripts start a
 * frame or two later than a preload would have started them.
 *
 * Where no first paint will be reported, the scripts are added at once: a
 * page loaded in a background tab (or hidden before it painted), a browser
 * without paint timing. A page with JavaScript off is unchanged: it never ran
 * the bundles. `gatsby develop` keeps Gatsby's tags (the step runs on builds).
 */

/** The attribute of the inert marks that name the scripts to start; the inline script reads them. */
export const START_SCRIPT_ATTRIBUTE = "data-start-script";

/**
 * If the first paint has not been reported by then, the scripts start anyway:
 * a browser that lists paint timing but never reports it (privacy modes may
 * hide performance entries) waits that long and no longer. Far above the
 * time from the end of the HTML to its first paint, even on a slow phone.
 */
export const START_FALLBACK_MS = 1000;

/**
 * The inline script that adds the page's scripts after the first paint. The
 * same text on every page, so the Content-Security-Policy needs one hash for
 * it. ES5, without arrow functions: it runs on every browser that loads the
 * page.
 */
export const START_AFTER_FIRST_PAINT_SCRIPT = [
  "(function(){",
  "var d=document,started=false;",
  "function start(){",
  "if(started)return;started=true;",
  `var marks=d.querySelectorAll("template[${START_SCRIPT_ATTRIBUTE}]");`,
  "for(var i=0;i<marks.length;i++){",
  `var s=d.createElement("script");s.src=marks[i].getAttribute("${START_SCRIPT_ATTRIBUTE}");s.async=true;d.body.appendChild(s);`,
  "}}",
  "var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;",
  'if(d.visibilityState!=="visible"||!types||types.indexOf("paint")<0){start();return;}',
  'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();requestAnimationFrame(function(){setTimeout(start,0);});}});',
  'o.observe({type:"paint",buffered:true});',
  'd.addEventListener("visibilitychange",start);',
  `setTimeout(start,${START_FALLBACK_MS});`,
  "})();",
].join("");

/** Gatsby's tag for one bundle: `<script src="/app-….js" async></script>`. */
const GATSBY_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;
/**
 * The mark this step writes for one bundle, or the preload link that an earlier version of it wrote (a page
 * kept from an earlier build is brought up to date).
 */
const START_MARK = new RegExp(
  `(?:<template ${START_SCRIPT_ATTRIBUTE}="|<link rel="preload" as="script" href=")([^"]+\\.js)"(?:></template>| fetchpriority="low" ${START_SCRIPT_ATTRIBUTE}=""/>)`,
  "g",
);
/** This step's inline script (of this or an earlier version), right after the marks. */
const START_SCRIPT = /^<script>[\s\S]*?<\/script>/;

const startMark = (src: string) => `<template ${START_SCRIPT_ATTRIBUTE}="${src}"></template>`;

/** One run of tags (whitespace between them at most): the bundles' addresses, as written in the HTML, and where the run is. */
function runOfTags(html: string, pattern: RegExp, file: string): { bundles: string[]; from: number; to: number } | null {
  const bundles: string[] = [];
  let from = -1;
  let to = -1;
  for (const match of html.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (to !== -1 && html.slice(to, start).trim() !== "") {
      throw new Error(
        `${file}: the page's bundle tags are not one run of tags (found text between ${bundles.at(-1)} and ${match[1]}). ` +
          "src/rendering/start-after-first-paint.ts expects them together at the end of <body>; update it to Gatsby's output.",
      );
    }
    if (from === -1) from = start;
    to = start + match[0].length;
    bundles.push(match[1]);
  }
  return from === -1 ? null : { bundles, from, to };
}

/**
 * The bundles a built page starts, in order, as their addresses are written
 * in its HTML: from Gatsby's tags, or from this step's marks when the page
 * has been through it (the offline edition reads them either way). Empty
 * when it has neither.
 */
export function bundlesOfBuiltPage(html: string): string[] {
  return [...html.matchAll(GATSBY_TAG), ...html.matchAll(START_MARK)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((m) => m[1]);
}

/**
 * A built page's HTML with Gatsby's bundle tags replaced by inert marks
 * and the inline script that starts them after the first paint. A page that
 * has been through this step already (Gatsby keeps a page's HTML from the
 * last build when its data did not change) gets the current inline script
 * and is otherwise left as it is. `file` names the page in the error thrown
 * when neither Gatsby's tags nor this step's marks are there (a change in
 * Gatsby's output that this step must follow).
 */
export function startScriptsAfterFirstPaint(html: string, file: string): string {
  const gatsby = runOfTags(html, GATSBY_TAG, file);
  const started = runOfTags(html, START_MARK, file);
  if (gatsby && started) {
    throw new Error(
      `${file}: the page has both Gatsby's bundle tags and the marks that replace them. ` +
        "Build again from a clean state (`npx gatsby clean`); if it comes back, src/rendering/start-after-first-paint.ts must follow Gatsby's output.",
    );
  }
  if (!gatsby && !started) {
    throw new Error(
      `${file}: no <script src="…" async> tag of Gatsby's bundles. Gatsby's output changed: ` +
        "update src/rendering/start-after-first-paint.ts (the pattern GATSBY_TAG) so that the page's scripts still start.",
    );
  }
  const run = (gatsby ?? started)!;
  // After this step's marks (or an earlier version's links): its inline script of the earlier build, replaced by the current one.
  const to = started ? run.to + (START_SCRIPT.exec(html.slice(run.to))?.[0].length ?? 0) : run.to;
  return `${html.slice(0, run.from)}${run.bundles.map(startMark).join("")}<script>${START_AFTER_FIRST_PAINT_SCRIPT}</script>${html.slice(to)}`;
}
