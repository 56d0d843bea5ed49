// The production build renders with Preact (src/gatsby/preact.ts): the module gets preact/compat for "react" here.
jest.mock("react", () => jest.requireActual("preact/compat"));

import type { ReactElement } from "react";
import { installMessageChannel, isolatedWithPreact, nextTask } from "../../../test-utils/preact-tests";

installMessageChannel();

interface SliceModules {
  slices: typeof import("../hydration-slices");
  /** Preact's compat layer, with React's types, as the site's components see it. */
  react: typeof import("react");
  compat: { hydrate: (element: ReactElement, container: Element) => void; render: (element: ReactElement, container: Element) => void };
  server: { renderToString: (element: ReactElement) => string };
}

/** The module under test and the copy of Preact it uses (through the mocked "react"). */
const modules = (): SliceModules =>
  isolatedWithPreact(() => ({ slices: jest.requireActual("../hydration-slices"), react: jest.requireActual("preact/compat") }));

/** A clock the slices read: each test says how long the hydration has run. */
let now = 0;
beforeEach(() => {
  now = 0;
  jest.spyOn(performance, "now").mockImplementation(() => now);
  window.history.replaceState(null, "", "/docs/api/one");
});
afterEach(() => jest.restoreAllMocks());

/** A page of two slices, each a button whose label uses an id of its own, as the layout's are. */
function page(m: SliceModules, rendered: string[], onRender: (name: string) => void = () => {}) {
  const { createElement, useId, useState } = m.react;
  function Part({ name }: { name: string }) {
    const id = useId();
    const [clicks, setClicks] = useState(0);
    rendered.push(name);
    onRender(name);
    return createElement("button", { id, onClick: () => setClicks(clicks + 1) }, `${name} ${clicks}`);
  }
  const slice = (name: string) => createElement(m.slices.HydrationSlice, { name, children: createElement(Part, { name }) });
  return createElement("div", null, slice("sidebar"), slice("main"));
}

describe("the first hydration in slices", () => {
  it("hydrates a slice in a task of its own once the task has run its time, with the server's ids, then calls back", async () => {
    const m = modules();
    const container = document.createElement("div");
    container.innerHTML = m.server.renderToString(page(m, []));
    const serverHtml = container.innerHTML;
    const rendered: string[] = [];
    // The first part takes longer than a slice may: the second waits for a task of its own.
    const tree = page(m, rendered, (name) => {
      if (name === "sidebar") now += m.slices.SLICE_MS + 1;
    });
    const done = jest.fn();

    m.slices.hydrateLoadedPage(() => m.compat.hydrate(tree, container));
    m.slices.afterHydration(done);
    expect(rendered).toEqual(["sidebar"]);
    expect(container.innerHTML).toBe(serverHtml); // the second part is the server's HTML meanwhile
    expect(done).not.toHaveBeenCalled();
    expect(m.slices.hydratingLoadedPage()).toBe(true);

    await nextTask();
    await nextTask();
    expect(rendered).toEqual(["sidebar", "main"]);
    expect(container.innerHTML).toBe(serverHtml); // same ids as the server's: each slice counts its own
    expect(done).toHaveBeenCalledTimes(1);
    expect(m.slices.hydratingLoadedPage()).toBe(false);

    // Both parts are live.
    const main = container.querySelectorAll("button")[1];
    main.click();
    await nextTask();
    expect(main.textContent).toBe("main 1");
  });

  it("hydrates a slice inside another without rendering the outer one again: each has a boundary of its own", async () => {
    const m = modules();
    const { createElement, useId } = m.react;
    const renders: string[] = [];
    function Part({ name }: { name: string }) {
      const id = useId();
      renders.push(name);
      return createElement("button", { id }, name);
    }
    // The main column: its own text, then the samples, a slice within it that waits when the column has run its time.
    function Column({ onRender }: { onRender: () => void }) {
      renders.push("column");
      onRender();
      return createElement(
        "div",
        null,
        createElement(Part, { name: "text" }),
        createElement(m.slices.HydrationSlice, { name: "samples", children: createElement(Part, { name: "samples" }) }),
      );
    }
    const tree = (onRender: () => void) =>
      createElement(m.slices.HydrationSlice, { name: "main", children: createElement(Column, { onRender }) });
    const container = document.createElement("div");
    container.innerHTML = m.server.renderToString(tree(() => {}));
    const serverHtml = container.innerHTML;
    renders.length = 0;

    m.slices.hydrateLoadedPage(() =>
      m.compat.hydrate(
        tree(() => (now += m.slices.SLICE_MS + 1)),
        container,
      ),
    );
    expect(renders).toEqual(["column", "text"]);
    await nextTask();
    await nextTask();
    expect(renders).toEqual(["column", "text", "samples"]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(m.slices.hydratingLoadedPage()).toBe(false);
  });

  it("gives a part mounted later in a slice an id of its own (the console, opened long after the page hydrated)", () => {
    const m = modules();
    const { createElement } = m.react;
    const rendered: string[] = [];
    const withPart = (late: boolean) => {
      const inner = page(m, rendered); // the parts the page starts with
      return createElement(m.slices.HydrationSlice, {
        name: "main",
        children: createElement("div", null, inner, late && page(m, rendered)),
      });
    };
    const container = document.createElement("div");
    m.compat.render(withPart(false), container);
    m.compat.render(withPart(true), container);
    const ids = [...container.querySelectorAll("button")].map((button) => button.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it("hydrates in one task when it is short, and calls back at once", () => {
    const m = modules();
    const container = document.createElement("div");
    container.innerHTML = m.server.renderToString(page(m, []));
    const rendered: string[] = [];
    const done = jest.fn();
    m.slices.hydrateLoadedPage(() => m.compat.hydrate(page(m, rendered), container));
    m.slices.afterHydration(done);
    expect(rendered).toEqual(["sidebar", "main"]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("never suspends a page rendered in the browser, nor one reached by a link while the first still hydrates", () => {
    const m = modules();
    const rendered: string[] = [];
    now = 1_000;
    const empty = document.createElement("div");
    m.compat.render(page(m, rendered), empty);
    expect(rendered).toEqual(["sidebar", "main"]);

    const other = document.createElement("div");
    m.slices.hydrateLoadedPage(() => {
      now += m.slices.SLICE_MS + 1; // a slice of the loaded page would wait now
      window.history.pushState(null, "", "/docs/api/two");
      m.compat.render(page(m, rendered), other);
    });
    expect(rendered).toEqual(["sidebar", "main", "sidebar", "main"]);
  });
});
