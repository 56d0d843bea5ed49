import siteConfig from "../../../site.config";
import { CONSOLE_OPENING_REVEAL_MS, HTML_ATTRIBUTES, STORAGE_KEYS } from "../../shell-constants";
import { coerceColorMode, createPrePaintScript, reconcileAnnouncement } from "../initial-state";
import { createPrePaintInput } from "../pre-paint-input";

const root = document.documentElement;
const run = (config = siteConfig) => new Function(createPrePaintScript(createPrePaintInput(config)))();

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

  it("is built from the same functions the providers use", () => {
    const script = createPrePaintScript(createPrePaintInput(siteConfig));
    expect(script).toContain(coerceColorMode.toString());
    expect(script).toContain(reconcileAnnouncement.toString());
    expect(script).not.toContain("</script");
  });
});
