import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// react-dom/server needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Server-rendering tests opt into the Node environment; they have no window.

// jsdom has no matchMedia; the hooks that use it get a desktop, motion-friendly default.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
