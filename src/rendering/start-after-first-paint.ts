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
 * If the first paint has not been reported by then, the scripts start anyway
 * (a browser that reports paint timing but never reports this one).
 */
export const START_FALLBACK_MS = 4000;

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
const BUNDLE_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * A built page's HTML with Gatsby's bundle tags replaced by preload links
 * and the inline script that starts them after the first paint. `file` names
 * the page in the error thrown when Gatsby's tags are not there (a change in
 * Gatsby's output that this step must follow).
 */
export function startScriptsAfterFirstPaint(html: string, file: string): string {
  const bundles: string[] = [];
  let first = -1;
  let last = -1;
  for (const match of html.matchAll(BUNDLE_TAG)) {
    const start = match.index ?? 0;
    // The tags are written one after another (whitespace between them at most).
    if (last !== -1 && html.slice(last, start).trim() !== "") {
      throw new Error(
        `${file}: Gatsby's bundle scripts are not one run of tags (found text between ${bundles.at(-1)} and ${match[1]}). ` +
          "src/rendering/start-after-first-paint.ts expects them together at the end of <body>; update it to Gatsby's output.",
      );
    }
    if (first === -1) first = start;
    last = start + match[0].length;
    bundles.push(match[1]);
  }
  if (bundles.length === 0) {
    throw new Error(
      `${file}: no <script src="…" async> tag of Gatsby's bundles. Gatsby's output changed: ` +
        "update src/rendering/start-after-first-paint.ts (the pattern BUNDLE_TAG) so that the page's scripts still start.",
    );
  }
  const links = bundles
    .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}" fetchpriority="low" ${START_SCRIPT_ATTRIBUTE}=""/>`)
    .join("");
  return `${html.slice(0, first)}${links}<script>${START_AFTER_FIRST_PAINT_SCRIPT}</script>${html.slice(last)}`;
}
