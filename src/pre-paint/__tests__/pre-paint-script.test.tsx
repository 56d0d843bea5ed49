import siteConfig from "../../../site.config";
import { CONSOLE_OPENING_REVEAL_MS, HTML_ATTRIBUTES, SEARCH_BUTTON_ATTRIBUTE, STORAGE_KEYS } from "../../shell-constants";
import { isSearchShortcut } from "../../search/search-shortcuts";
import { coerceColorMode, createPrePaintScript, reconcileAnnouncement } from "../initial-state";
import { createPrePaintInput } from "../pre-paint-input";

const root = document.documentElement;
const run = (config = siteConfig) => new Function(createPrePaintScript(createPrePaintInput(config), isSearchShortcut))();

beforeEach(() => {
  window.localStorage.clear();
  root.removeAttribute(HTML_ATTRIBUTES.colorMode);
  root.removeAttribute(HTML_ATTRIBUTES.announcementDismissed);
});
afterEach(() => jest.restoreAllMocks());

describe("pre-paint script", () => {
  it("applies light when nothing is stored (the system scheme is not followed)", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    run();
    expect(root.getAttribute("data-theme")).toBe("light");
    expect(window.matchMedia).not.toHaveBeenCalled();
  });

  it("applies a stored dark theme under the key 'theme'", () => {
    window.localStorage.setItem("theme", "dark");
    run();
    expect(root.getAttribute("data-theme")).toBe("dark");
  });

  it("treats an unknown stored value as light", () => {
    window.localStorage.setItem("theme", "purple");
    run();
    expect(root.getAttribute("data-theme")).toBe("light");
  });

  it("survives a browser where localStorage throws", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(run).not.toThrow();
    expect(root.getAttribute("data-theme")).toBe("light");
    expect(root.getAttribute("data-announcement-bar-initially-dismissed")).toBe("false");
  });

  it("ignores stored choices when the switch is disabled", () => {
    window.localStorage.setItem("theme", "dark");
    run({ ...siteConfig, colorMode: { ...siteConfig.colorMode, disableSwitch: true } });
    expect(root.getAttribute("data-theme")).toBe("light");
  });

  it("marks the announcement dismissed when this bar id was closed", () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementId, "announcement-bar");
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
    run();
    expect(root.getAttribute("data-announcement-bar-initially-dismissed")).toBe("true");
  });

  it("shows the bar again, and resets the dismissal, when the configured id changed", () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementId, "an-older-bar");
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
    run();
    expect(root.getAttribute("data-announcement-bar-initially-dismissed")).toBe("false");
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe("announcement-bar");
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe("false");
  });

  it("migrates the legacy misspelt id, keeping the dismissal", () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementId, "annoucement-bar");
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
    run();
    expect(root.getAttribute("data-announcement-bar-initially-dismissed")).toBe("true");
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe("announcement-bar");
  });

  it("marks an address that opens the console until the console is drawn, at most CONSOLE_OPENING_REVEAL_MS", () => {
    jest.useFakeTimers();
    try {
      window.history.replaceState(null, "", "/docs/api/lookup-postcode?try&postcode=SW1A%202AA");
      run();
      expect(root.hasAttribute(HTML_ATTRIBUTES.consoleOpening)).toBe(true);
      jest.advanceTimersByTime(CONSOLE_OPENING_REVEAL_MS - 1);
      expect(root.hasAttribute(HTML_ATTRIBUTES.consoleOpening)).toBe(true);
      jest.advanceTimersByTime(1);
      expect(root.hasAttribute(HTML_ATTRIBUTES.consoleOpening)).toBe(false);
      // Any other address: nothing is hidden.
      window.history.replaceState(null, "", "/docs/api/lookup-postcode?tryit=1");
      run();
      expect(root.hasAttribute(HTML_ATTRIBUTES.consoleOpening)).toBe(false);
    } finally {
      window.history.replaceState(null, "", "/");
      jest.useRealTimers();
    }
  });

  it("keeps a press of Search or its shortcut made before the page's code ran, until the search listens itself", () => {
    const button = document.createElement("button");
    button.setAttribute(SEARCH_BUTTON_ATTRIBUTE, "");
    const icon = button.appendChild(document.createElement("span"));
    const field = document.createElement("input");
    document.body.append(button, field);
    try {
      run();
      // Typing "/" in a field, or a press elsewhere, is nothing to keep.
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
      document.body.click();
      expect(root.hasAttribute(HTML_ATTRIBUTES.searchWanted)).toBe(false);
      icon.click();
      expect(root.hasAttribute(HTML_ATTRIBUTES.searchWanted)).toBe(true);
      root.removeAttribute(HTML_ATTRIBUTES.searchWanted);
      // Ctrl+K is kept and not left to the browser.
      const shortcut = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(shortcut);
      expect(shortcut.defaultPrevented).toBe(true);
      expect(root.hasAttribute(HTML_ATTRIBUTES.searchWanted)).toBe(true);
      root.removeAttribute(HTML_ATTRIBUTES.searchWanted);
      // Once the search is ready, the early listeners do nothing.
      root.setAttribute(HTML_ATTRIBUTES.searchReady, "");
      const later = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(later);
      button.click();
      expect(later.defaultPrevented).toBe(false);
      expect(root.hasAttribute(HTML_ATTRIBUTES.searchWanted)).toBe(false);
    } finally {
      button.remove();
      field.remove();
      root.removeAttribute(HTML_ATTRIBUTES.searchReady);
    }
  });

  it("is built from the same functions the providers use", () => {
    const script = createPrePaintScript(createPrePaintInput(siteConfig), isSearchShortcut);
    expect(script).toContain(coerceColorMode.toString());
    expect(script).toContain(reconcileAnnouncement.toString());
    expect(script).toContain(isSearchShortcut.toString());
    expect(script).not.toContain("</script");
  });
});
