/**
 * Decisions the page must make before first paint (colour mode, whether the
 * announcement bar was dismissed). Each function here is self-contained (no
 * imports, no helpers) because `createPrePaintScript` serialises it with
 * `Function.prototype.toString` into an inline script; the React providers
 * call the very same functions after hydration.
 */

/** Returns `value` when it names a known colour mode, otherwise `fallback`. */
export function coerceColorMode(value: unknown, modes: readonly string[], fallback: string): string {
  return typeof value === "string" && modes.indexOf(value) !== -1 ? value : fallback;
}

export interface AnnouncementStorageState {
  id: string | null;
  dismissed: string | null;
}

export interface ReconciledAnnouncement {
  /** The id to store: the configured one. */
  id: string;
  /** Whether the configured announcement was dismissed by this reader. */
  dismissed: boolean;
  /** True when storage must be rewritten (new id, or a legacy id migrated). */
  rewrite: boolean;
}

/**
 * Compares what the reader's storage remembers with the configured bar id.
 * A legacy misspelt id counts as its corrected spelling; any other difference
 * means a new announcement, so an earlier dismissal no longer applies.
 */
export function reconcileAnnouncement(
  stored: AnnouncementStorageState,
  configuredId: string,
  legacyIds: Readonly<Record<string, string>>,
): ReconciledAnnouncement {
  let seenId = stored.id;
  const migrated = seenId !== null && Object.prototype.hasOwnProperty.call(legacyIds, seenId);
  if (migrated && seenId !== null) seenId = legacyIds[seenId];
  const isNew = seenId !== configuredId;
  return {
    id: configuredId,
    dismissed: !isNew && stored.dismissed === "true",
    rewrite: isNew || migrated,
  };
}

export interface PrePaintInput {
  colorMode: {
    storageKey: string;
    attribute: string;
    modes: readonly string[];
    defaultMode: string;
    /** When the switch is disabled, stored choices are ignored. */
    disableSwitch: boolean;
  };
  announcement: null | {
    id: string;
    idKey: string;
    dismissedKey: string;
    attribute: string;
    legacyIds: Readonly<Record<string, string>>;
  };
  /**
   * An address with this query parameter opens the API console once the page has hydrated: the root gets
   * `attribute` until the console is drawn (CSS keeps what it will move hidden meanwhile), at most `revealAfterMs`.
   */
  consoleOpening: { param: string; attribute: string; revealAfterMs: number };
  /**
   * Until the page's code has run and the search marks the root `readyAttribute`, a press of the
   * element with `buttonAttribute` or the search shortcut is kept as `wantedAttribute` on the root
   * (and the shortcut is not left to the browser), so that the search opens once it can.
   */
  earlySearch: { buttonAttribute: string; wantedAttribute: string; readyAttribute: string };
}

/** Whether a key press opens the search (src/search/search-shortcuts.ts's, self-contained so its text can run here). */
export type ShortcutTest = (event: KeyboardEvent) => boolean;

/** Runs in the browser before first paint; never throws. */
export function applyPrePaintState(
  input: PrePaintInput,
  coerce: typeof coerceColorMode,
  reconcile: typeof reconcileAnnouncement,
  isShortcut: ShortcutTest,
): void {
  const root = document.documentElement;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      if (storage) storage.setItem(key, value);
    } catch {
      /* storage full or blocked: the page still renders */
    }
  };
  const cm = input.colorMode;
  const stored = cm.disableSwitch ? null : read(cm.storageKey);
  root.setAttribute(cm.attribute, coerce(stored, cm.modes, cm.defaultMode));

  // Apple's keyboards name the shortcut key ⌘ (the navbar's search button shows "⌘ K" there, "Ctrl K" elsewhere).
  if (/Mac OS X|Macintosh|iPhone|iPad/.test(navigator.userAgent)) root.setAttribute("data-platform", "apple");

  const bar = input.announcement;
  if (bar) {
    const state = reconcile({ id: read(bar.idKey), dismissed: read(bar.dismissedKey) }, bar.id, bar.legacyIds);
    if (state.rewrite) {
      write(bar.idKey, state.id);
      write(bar.dismissedKey, String(state.dismissed));
    }
    root.setAttribute(bar.attribute, String(state.dismissed));
  }

  const opening = input.consoleOpening;
  try {
    if (new URLSearchParams(window.location.search).has(opening.param)) {
      root.setAttribute(opening.attribute, "");
      window.setTimeout(() => root.removeAttribute(opening.attribute), opening.revealAfterMs);
    }
  } catch {
    /* an address the browser cannot read: the console opens as on any page */
  }

  // A reader who presses Search, or its shortcut, while the page's code still loads (a slow phone) is not ignored.
  const early = input.earlySearch;
  const keep = () => root.setAttribute(early.wantedAttribute, "");
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (!root.hasAttribute(early.readyAttribute) && target instanceof Element && target.closest(`[${early.buttonAttribute}]`)) keep();
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (root.hasAttribute(early.readyAttribute) || !isShortcut(event)) return;
      event.preventDefault();
      keep();
    },
    true,
  );
}

/** Builds the inline script injected at the top of <body> by gatsby-ssr, with the search's shortcut test. */
export function createPrePaintScript(input: PrePaintInput, isShortcut: ShortcutTest): string {
  const json = JSON.stringify(input).replace(/</g, "\\u003c");
  return `(${applyPrePaintState.toString()})(${json},${coerceColorMode.toString()},${reconcileAnnouncement.toString()},${isShortcut.toString()});`;
}
