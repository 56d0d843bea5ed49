/**
 * A built page's scripts start once its first paint is on screen.
 *
 * Gatsby ends each page with `<script src async>` tags for its webpack
 * runtime, framework and app bundles. An async script runs as soon as it has
 * arrived, and on a fast network it arrives while the browser is still
 * laying out the first screen: its evaluation then comes before that screen
 * is shown, the longer the slower the phone. The build step (src/gatsby/
 * post-build.ts) replaces those tags with `<link rel="preload" as="script">`
 * tags, so the bundles download exactly as early as before, and one inline
 * script ({@link START_AFTER_FIRST_PAINT_SCRIPT}) that adds the scripts once
 * the browser reports the first contentful paint. A reader sees the page
 * first; hydration starts a frame later at most.
 *
 * Where no first paint will be reported, the scripts are added at once: a
 * page loaded in a background tab (or hidden before it painted), a browser
 * without paint timing. A page with JavaScript off is unchanged: it never ran
 * the bundles. `gatsby develop` keeps Gatsby's tags (the step runs on builds).
 */

/** Marks the preload links of the scripts to start; the inline script reads them. */
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
  `var links=d.querySelectorAll("link[${START_SCRIPT_ATTRIBUTE}]");`,
  "for(var i=0;i<links.length;i++){",
  'var s=d.createElement("script");s.src=links[i].getAttribute("href");s.async=true;d.body.appendChild(s);',
  "}}",
  "var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;",
  'if(d.visibilityState!=="visible"||!types||types.indexOf("paint")<0){start();return;}',
  'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start();}});',
  'o.observe({type:"paint",buffered:true});',
  'd.addEventListener("visibilitychange",start);',
  `setTimeout(start,${START_FALLBACK_MS});`,
  "})();",
].join("");

/** Gatsby's tag for one bundle: `<script src="/app-….js" async></script>`. */
const GATSBY_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;
/** The preload link this step writes for one bundle. */
const START_LINK = new RegExp(
  `<link rel="preload" as="script" href="([^"]+\\.js)" fetchpriority="low" ${START_SCRIPT_ATTRIBUTE}=""/>`,
  "g",
);
/** This step's inline script (of this or an earlier version), right after the links. */
const START_SCRIPT = /^<script>[\s\S]*?<\/script>/;

const startLink = (src: string) => `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${START_SCRIPT_ATTRIBUTE}=""/>`;

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
 * in its HTML: from Gatsby's tags, or from this step's links when the page
 * has been through it (the offline edition reads them either way). Empty
 * when it has neither.
 */
export function bundlesOfBuiltPage(html: string): string[] {
  return [...html.matchAll(GATSBY_TAG), ...html.matchAll(START_LINK)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((m) => m[1]);
}

/**
 * A built page's HTML with Gatsby's bundle tags replaced by preload links
 * and the inline script that starts them after the first paint. A page that
 * has been through this step already (Gatsby keeps a page's HTML from the
 * last build when its data did not change) gets the current inline script
 * and is otherwise left as it is. `file` names the page in the error thrown
 * when neither Gatsby's tags nor this step's links are there (a change in
 * Gatsby's output that this step must follow).
 */
export function startScriptsAfterFirstPaint(html: string, file: string): string {
  const gatsby = runOfTags(html, GATSBY_TAG, file);
  const started = runOfTags(html, START_LINK, file);
  if (gatsby && started) {
    throw new Error(
      `${file}: the page has both Gatsby's bundle tags and the preload links that replace them. ` +
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
  // After this step's links: its inline script of the earlier build, replaced by the current one.
  const to = started ? run.to + (START_SCRIPT.exec(html.slice(run.to))?.[0].length ?? 0) : run.to;
  return `${html.slice(0, run.from)}${run.bundles.map(startLink).join("")}<script>${START_AFTER_FIRST_PAINT_SCRIPT}</script>${html.slice(to)}`;
}
