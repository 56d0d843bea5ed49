Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe("useIsBrowser", () => {
  it("stays false after the first render in the browser until the whole page has hydrated, then turns true", () => {
    // Fresh modules: the DOM tests' setup marks the page hydrated (test-utils/setup-dom.ts).
    jest.resetModules();
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the reset, React with them */
    const { act, createElement } = require("react") as typeof import("react");
    const { createRoot } = require("react-dom/client") as typeof import("react-dom/client");
    const { markHydrated } = require("../browser-store") as typeof import("../browser-store");
    const { useIsBrowser } = require("../is-browser") as typeof import("../is-browser");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const Probe = () => createElement("p", null, useIsBrowser() ? "browser" : "server");
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() => root.render(createElement(Probe)));
    // Its effects have run: what counts is the page's hydration, its parts loaded on demand too, not this component's.
    expect(container.textContent).toBe("server");
    act(() => markHydrated());
    expect(container.textContent).toBe("browser");
    act(() => root.unmount());
  });
});
