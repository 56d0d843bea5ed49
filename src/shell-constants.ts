/**
 * Numbers and names the shell shares between React code, the pre-paint
 * script, CSS checks and tests. Each is defined here once.
 */

/** Widest window that still gets the mobile layout; desktop starts one pixel above. */
export const DESKTOP_BREAKPOINT_PX = 996;

/** Delay before the navigation progress bar appears. */
export const PROGRESS_BAR_DELAY_MS = 200;

/** Progress bar motion: start at 8 %, animate over 200 ms, creep forward every 800 ms (NProgress's defaults, which readers know from Docusaurus sites). */
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speedMs: 200,
  trickleSpeedMs: 800,
  easing: "ease",
} as const;

/** Delay before a loading spinner appears for a code chunk that is still downloading. */
export const CHUNK_SPINNER_DELAY_MS = 200;

/** localStorage keys. `theme` and the version prefix are part of the product contract. */
export const STORAGE_KEYS = {
  colorMode: "theme",
  announcementDismissed: "announcement-bar.dismissed",
  announcementId: "announcement-bar.id",
  docsPreferredVersionPrefix: "docs-preferred-version-",
  codeSampleLanguage: "code-sample-language",
  consoleServer: "api-console.server",
  consoleHistory: "api-console.history",
  consoleSiteLink: "api-console.site-link",
} as const;

/** How long the results map's "Use two fingers to move the map" stays after the last one-finger swipe over it. */
export const MAP_TOUCH_HINT_MS = 1500;

/** How long the API console waits for an answer before it gives up. */
export const CONSOLE_TIMEOUT_MS = 15_000;

/** An earlier release stored this misspelt id; it is read as the correct spelling. */
export const LEGACY_ANNOUNCEMENT_IDS: Readonly<Record<string, string>> = {
  "annoucement-bar": "announcement-bar",
};

/** Attributes the pre-paint script sets on <html> before first paint. */
export const HTML_ATTRIBUTES = {
  colorMode: "data-theme",
  announcementDismissed: "data-announcement-bar-initially-dismissed",
  /** Set before the first paint of an address that opens the API console (`?try`), until the console is drawn. */
  consoleOpening: "data-console-opening",
  /** Set by a press of the search button or its shortcut before the page's code has run: the search opens when it can. */
  searchWanted: "data-search-wanted",
  /** Set once the search listens itself: the pre-paint script's early listeners stand down. */
  searchReady: "data-search-ready",
} as const;

/** The attribute of the navbar's search button, by which the pre-paint script knows a press of it. */
export const SEARCH_BUTTON_ATTRIBUTE = "data-search-button";

/** The query parameter of an address that opens the API console (src/navigation/console-flag.ts reads it). */
export const CONSOLE_ADDRESS_PARAM = "try";

/**
 * Longest the part of an operation page below the console stays hidden while an address opens the console
 * (HTML_ATTRIBUTES.consoleOpening): should the page's scripts never run, the reference shows anyway.
 */
export const CONSOLE_OPENING_REVEAL_MS = 5000;

/** Scroll offset under which the navbar always shows (hide-on-scroll). */
export const NAVBAR_ALWAYS_VISIBLE_SCROLL_PX = 60;

/** id of the element the skip link moves focus to. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The id of the read mark at the end of the page's main content: the main
 * content is a ShownWhenRead box (src/ui), invisible until the browser has
 * read this mark. A browser paints what it has read whenever the page's HTML
 * stops arriving for a moment (a slow network) or its parser pauses (a busy
 * processor), and what it drew from part of a box can move when the rest
 * arrives: a table's columns, a row of items pushed to its ends, a word at
 * the end of a line that the next word takes with it. Shown once read, nothing
 * in it moves; the navbar and the sidebar, read before it, paint at once.
 *
 * Not `<link rel="expect" blocking="render">` in the head, which held the
 * whole first paint instead: Chromium's paint holding (the last page stays on
 * screen until the new one is ready) then kept the new page blank for about a
 * second after it was read, in most Lighthouse runs (docs/benchmarks.md).
 */
export const MAIN_END_ID = "main-end";

/**
 * The User Timing mark (`performance.mark`) set when the page has hydrated
 * whole, every slice included: how long a page takes to become interactive,
 * in the browser's performance panel and in the browser tests' crawl.
 */
export const HYDRATED_MARK = "hydrated";
