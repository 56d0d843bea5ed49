import { CURRENT_ENTRY_SCRIPT, revealCurrentEntry } from "../current-entry";

/** A list of 40 entries of 30 px, its visible part `height` px from `top`, scrolled by `scrollTop`; entry `current` is the page's. */
function sidebar({
  top,
  height,
  current,
  scrollTop = 0,
  hidden = false,
}: {
  top: number;
  height: number;
  current: number | null;
  scrollTop?: number;
  hidden?: boolean;
}) {
  const list = document.createElement("nav");
  list.innerHTML = Array.from(
    { length: 40 },
    (_, i) => `<a href="/p${i}"${i === current ? ' aria-current="page"' : ""}>Page ${i}</a>`,
  ).join("");
  list.scrollTop = scrollTop;
  const rect = (y: number, h: number) => ({
    top: y,
    bottom: y + h,
    height: h,
    left: 0,
    right: 200,
    width: 200,
    x: 0,
    y,
    toJSON: () => ({}),
  });
  list.getBoundingClientRect = () => rect(top, height);
  list.querySelectorAll("a").forEach((a, i) => {
    a.getBoundingClientRect = () => (hidden ? rect(0, 0) : rect(top + i * 30 - list.scrollTop, 30));
    // jsdom draws nothing: an entry has one box, or none inside a collapsed category.
    a.getClientRects = () => (hidden ? [] : [a.getBoundingClientRect()]) as unknown as DOMRectList;
  });
  return list;
}

/** Both forms, on the same boxes: the function, and the inline script run for the element that holds it. */
const forms: [string, (list: HTMLElement) => void][] = [
  ["the function", revealCurrentEntry],
  ["the inline script", (list) => new Function("document", CURRENT_ENTRY_SCRIPT)({ currentScript: { parentNode: list } })],
];

describe.each(forms)("the current page's entry in the sidebar (%s)", (_, reveal) => {
  beforeEach(() => {
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  });

  it("scrolls an entry below the list's sight to about a third of the way down", () => {
    const list = sidebar({ top: 100, height: 700, current: 35 });
    reveal(list);
    // Entry 35 is 1,050 px down; a third of the 700 px in sight is 210.
    expect(list.scrollTop).toBe(1050 - 0.3 * 700);
    const box = list.querySelector("[aria-current]")!.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(100);
    expect(box.bottom).toBeLessThanOrEqual(800);
  });

  it("counts only what the window shows of a list taller than what is left of it", () => {
    // A sticky list starting under a 60 px announcement: its last 60 px are below the window.
    const list = sidebar({ top: 120, height: 740, current: 22 });
    reveal(list);
    expect(list.scrollTop).toBe(660 - 0.3 * 680);
  });

  it("scrolls back up to an entry above the list's sight", () => {
    const list = sidebar({ top: 100, height: 600, current: 2, scrollTop: 900 });
    reveal(list);
    // Entry 2 is 60 px down the list: 180 px above it (a browser stops at 0).
    expect(list.scrollTop).toBe(60 - 0.3 * 600);
  });

  it("leaves a list alone while the entry is not drawn (its category not open yet)", () => {
    const list = sidebar({ top: 100, height: 700, current: 35, scrollTop: 50, hidden: true });
    reveal(list);
    expect(list.scrollTop).toBe(50);
  });

  it("leaves a list alone when the entry is in sight, or no entry is the page's", () => {
    const inSight = sidebar({ top: 100, height: 700, current: 10, scrollTop: 50 });
    reveal(inSight);
    expect(inSight.scrollTop).toBe(50);
    const none = sidebar({ top: 100, height: 700, current: null, scrollTop: 50 });
    reveal(none);
    expect(none.scrollTop).toBe(50);
  });
});
