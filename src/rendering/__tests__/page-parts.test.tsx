import { act, createElement, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { pagePart, preloadPageParts } from "../page-parts";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const Greeting = ({ name }: { name: string }) => createElement("p", null, `Hello, ${name}`);

/** Renders the part in a boundary, synchronously: `act` flushes the render but awaits no promise. */
function renderNow(part: ReturnType<typeof pagePart<{ name: string }>>) {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() =>
    root.render(createElement(Suspense, { fallback: createElement("i", null, "waiting") }, createElement(part.Component, { name: "Ada" }))),
  );
  return { container, root };
}

describe("pagePart", () => {
  it("renders in the first pass, without its fallback, once its code has loaded", async () => {
    const part = pagePart(() => Promise.resolve(Greeting));
    await part.load();
    const { container, root } = renderNow(part);
    expect(container.innerHTML).toBe("<p>Hello, Ada</p>");
    act(() => root.unmount());
  });

  it("shows the fallback until code that has not loaded arrives, then the part", async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const part = pagePart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const { container, root } = renderNow(part);
    expect(container.innerHTML).toBe("<i>waiting</i>");
    await act(async () => arrive(Greeting));
    expect(container.innerHTML).toBe("<p>Hello, Ada</p>");
    act(() => root.unmount());
  });

  it("fetches its code once however often it is asked, and again after a failed download", async () => {
    let calls = 0;
    const part = pagePart(() => (++calls === 1 ? Promise.reject(new Error("chunk failed")) : Promise.resolve(Greeting)));
    await expect(part.load()).rejects.toThrow("chunk failed");
    await Promise.all([part.load(), part.load(), preloadPageParts({ preloadParts: () => part.load() }, {})]);
    expect(calls).toBe(2);
  });

  it("loads a page's parts from its component or from the module Gatsby's loader hands over, with the page's context", async () => {
    const asked: unknown[] = [];
    const Template = Object.assign(() => null, { preloadParts: (context: unknown) => Promise.resolve(asked.push(context)) });
    await preloadPageParts(Template, { docId: "overview" });
    await preloadPageParts({ default: Template, Head: () => null }, { docId: "postcode/schema" });
    await preloadPageParts({ default: () => null }, {});
    await preloadPageParts(undefined, {});
    expect(asked).toEqual([{ docId: "overview" }, { docId: "postcode/schema" }]);
  });
});
