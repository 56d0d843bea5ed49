// The production build renders with Preact (src/gatsby/preact.ts): the store's module gets preact/compat for "react" here.
jest.mock("react", () => jest.requireActual("preact/compat"));

import { isolatedWithPreact, type PreactCopy } from "../../../test-utils/preact-tests";
import { HYDRATED_MARK } from "../../shell-constants";

interface Modules extends PreactCopy {
  store: typeof import("../browser-store");
}

/**
 * A copy of the store's module of its own (the test setup has already
 * marked the page hydrated in the shared one), with the copy of Preact it
 * uses: the JSX below renders with that same copy, through the mocked "react".
 */
const freshModules = (): Modules => isolatedWithPreact(() => ({ store: jest.requireActual("../browser-store") }));

describe("browser stores under Preact", () => {
  it("read the server's value while the page hydrates, and the browser's once it has", () => {
    const { store: storeModule, compat, testUtils, server } = freshModules();
    const { createBrowserStore, markHydrated, useBrowserStore } = storeModule;
    const { act } = testUtils;
    let stored = "dark";
    const store = createBrowserStore(() => stored);
    const seen: string[] = [];
    function Mode() {
      const mode = useBrowserStore(store, "light");
      seen.push(mode);
      return compat.createElement("p", { "data-mode": mode }, mode);
    }

    const container = document.createElement("div");
    container.innerHTML = server.renderToString(compat.createElement(Mode, null));
    expect(container.innerHTML).toBe('<p data-mode="light">light</p>');

    act(() => void compat.hydrate(compat.createElement(Mode, null), container));
    expect(seen).toEqual(["light", "light"]);
    expect(container.innerHTML).toBe('<p data-mode="light">light</p>');

    act(() => markHydrated());
    expect(container.innerHTML).toBe('<p data-mode="dark">dark</p>');

    act(() => {
      stored = "light";
      store.notify();
    });
    expect(container.innerHTML).toBe('<p data-mode="light">light</p>');
  });

  it("marks the moment the page has hydrated, once, for the performance panel and the crawl", () => {
    const { store } = freshModules();
    // jsdom has no User Timing; the browser's is called as this stand-in is.
    const mark = jest.fn();
    Object.defineProperty(performance, "mark", { value: mark, configurable: true });
    try {
      store.markHydrated();
      store.markHydrated();
    } finally {
      Reflect.deleteProperty(performance, "mark");
    }
    expect(mark.mock.calls).toEqual([[HYDRATED_MARK]]);
  });
});
