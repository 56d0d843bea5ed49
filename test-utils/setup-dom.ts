import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { markHydrated } from "../src/state/browser-store";

// What findBy* and waitFor wait for here always comes (a mocked promise settling, React rendering it): their
// deadline only says how long a busy machine may take to get there. At the default of one second, a query by role
// and name over a list of twenty results missed it while other work ran beside Jest. The deadline is below Jest's
// own limit for a test, raised to match, so a wait that never ends still fails with the query's own message.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(30_000);

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

// Component tests render into an empty container, as the preview does: browser stores read the browser's values from
// the first render. A test of hydration hydrates with React, which reads each store's server value itself.
markHydrated();
