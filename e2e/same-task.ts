import type { Page } from "@playwright/test";

// What a reader's next key or tap meets right after a render: checked in the microtask after the render
// that shows an element, before any other task can run (the effects' task included; docs/testing.md).

/**
 * What is asked of the element the moment it appears: whether the focus is inside it, or whether it takes a
 * Ctrl + wheel (prevents the page's zoom) sent to it then.
 */
export type AppearanceProbe = "focus inside" | "takes Ctrl + wheel";

/**
 * Watches for the first element matching `selector` to be added to the page and, in the microtask after the
 * render that added it, records the answer to `probe`. Returns a reader for that answer: null until the
 * element has appeared.
 */
export async function probeOnAppearance(page: Page, selector: string, probe: AppearanceProbe): Promise<() => Promise<boolean | null>> {
  const key = `__probeOnAppearance ${probe} ${selector}`;
  await page.evaluate(
    ({ selector, probe, key }) => {
      const record = window as unknown as Record<string, boolean>;
      const answer = (element: Element): boolean => {
        if (probe === "focus inside") return element.contains(document.activeElement);
        const wheel = new WheelEvent("wheel", { deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true });
        element.dispatchEvent(wheel);
        return wheel.defaultPrevented;
      };
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (!element) return;
        observer.disconnect();
        record[key] = answer(element);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    { selector, probe, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean | undefined>)[key] ?? null, key);
}
