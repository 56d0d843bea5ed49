import type { Page } from "@playwright/test";

// What a reader's next key or tap meets right after a render: checked in the microtask after the render
// that shows an element, before any other task can run (the effects' task included; docs/testing.md).

/**
 * Watches for the first element matching `selector` to be added to the page and records, in the microtask
 * after the render that added it, whether the focus is inside it. Returns a reader for that record: null
 * until the element has appeared.
 */
export async function focusInsideOnAppearance(page: Page, selector: string): Promise<() => Promise<boolean | null>> {
  const key = `__focusOnAppearance ${selector}`;
  await page.evaluate(
    ({ selector, key }) => {
      const record = window as unknown as Record<string, boolean>;
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (!element) return;
        observer.disconnect();
        record[key] = element.contains(document.activeElement);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    { selector, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean | undefined>)[key] ?? null, key);
}
