import { act, createElement, startTransition, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  afterHydration,
  HYDRATION_MISMATCH,
  HydrationBoundary,
  hydrateLoadedPage,
  hydratingLoadedPage,
  loadedPageCommitted,
  reportHydrationError,
} from "../hydration";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A page as Layout is one: the shell, with parts in boundaries, one of them nested in another; each part says when it has rendered in the browser. */
function page(rendered: string[], text = "main") {
  const Part = ({ name, children }: { name: string; children?: React.ReactNode }) => {
    useEffect(() => void rendered.push(name), [name]);
    return createElement("section", { id: name }, name === "main" ? text : name, children);
  };
  return createElement(
    "div",
    null,
    createElement(Part, { name: "shell" }),
    createElement(HydrationBoundary, { name: "navbar" }, createElement(Part, { name: "navbar" })),
    createElement(
      HydrationBoundary,
      { name: "main" },
      createElement(
        Part,
        { name: "main" },
        createElement(HydrationBoundary, { name: "request" }, createElement(Part, { name: "request" })),
      ),
    ),
  );
}

describe("the loaded page's hydration", () => {
  it("is over once the page around the boundaries has committed and every boundary, nested ones too, has hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page([]));
    const rendered: string[] = [];
    const done = jest.fn();
    afterHydration(done);
    expect(done).toHaveBeenCalledTimes(1); // no hydration under way: at once

    const hydrated = jest.fn();
    let hydrating = false;
    await act(async () => {
      hydrateLoadedPage(() =>
        startTransition(() => void hydrateRoot(container, page(rendered), { onRecoverableError: reportHydrationError })),
      );
      afterHydration(hydrated);
      hydrating = hydratingLoadedPage();
    });
    expect(hydrating).toBe(true);
    // Every part hydrated, the boundaries after the shell around them.
    expect(rendered[0]).toBe("shell");
    expect([...rendered].sort()).toEqual(["main", "navbar", "request", "shell"]);
    // Gatsby's root effect has not said the page committed: not over yet.
    expect(hydrated).not.toHaveBeenCalled();
    loadedPageCommitted();
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(hydratingLoadedPage()).toBe(false);
  });

  it("is over when a part of the page renders again after its boundaries hydrated, while others still hydrate", async () => {
    // The API console, opened by the address, rewrites the code samples: their boundary, already hydrated, renders again
    // while the request and the responses are still hydrating. That render must not count it as not hydrated again.
    let rerender: (n: number) => void = () => undefined;
    const Page = () => {
      const [n, setN] = useState(0);
      rerender = setN;
      return createElement(
        "div",
        { "data-n": n === 0 ? "0" : "0" },
        page([]),
        createElement(HydrationBoundary, { name: "samples" }, createElement("p", null, "samples")),
      );
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(Page));
    const hydrated = jest.fn();
    await act(async () => {
      hydrateLoadedPage(() =>
        startTransition(() => void hydrateRoot(container, createElement(Page), { onRecoverableError: reportHydrationError })),
      );
      afterHydration(hydrated);
    });
    await act(async () => rerender(1));
    loadedPageCommitted();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it("reports a difference between the server's HTML and the browser's render on the console", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page([], "server text"));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () =>
      hydrateLoadedPage(() =>
        startTransition(() => void hydrateRoot(container, page([], "browser text"), { onRecoverableError: reportHydrationError })),
      ),
    );
    loadedPageCommitted();
    expect(errors.mock.calls.some(([first]) => String(first).startsWith(HYDRATION_MISMATCH))).toBe(true);
    errors.mockRestore();
  });
});
