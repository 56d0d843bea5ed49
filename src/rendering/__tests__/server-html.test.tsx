// The production build renders with Preact (src/gatsby/preact.ts): the module gets preact/compat for "react" here.
jest.mock("react", () => jest.requireActual("preact/compat"));

import { isolatedWithPreact, type PreactCopy } from "../../../test-utils/preact-tests";

interface ServerHtmlModules extends PreactCopy {
  serverHtml: typeof import("../server-html");
  slices: typeof import("../hydration-slices");
}

/** The module under test and the copy of Preact it uses (through the mocked "react"). */
const modules = (): ServerHtmlModules =>
  isolatedWithPreact(() => ({
    serverHtml: jest.requireActual("../server-html"),
    slices: jest.requireActual("../hydration-slices"),
  }));

interface PartModel {
  name: string;
}

/** A static part as SchemaTree is one, which records each time what is inside it renders. */
function setUp() {
  const m = modules();
  const { createElement } = m.compat;
  const fieldsRendered: string[] = [];
  function Field({ name }: PartModel) {
    fieldsRendered.push(name);
    return createElement("p", null, `field ${name}`);
  }
  function Tree({ model }: { model: PartModel }) {
    const serverHtml = m.serverHtml.useServerHtml(model);
    return createElement("div", { id: "tree", ...serverHtml }, serverHtml ? null : createElement(Field, model));
  }
  const tree = (model: PartModel) => createElement(Tree, { model });
  const fromServer = (model: PartModel) => {
    const container = document.createElement("div");
    container.innerHTML = m.server.renderToString(tree(model));
    fieldsRendered.length = 0;
    return container;
  };
  return { ...m, tree, fromServer, fieldsRendered };
}

describe("useServerHtml under Preact", () => {
  it("keeps a static part's server HTML through the page's first hydration, walking none of it", () => {
    const { compat, testUtils, slices, tree, fromServer, fieldsRendered } = setUp();
    const model = { name: "a" };
    const container = fromServer(model);
    expect(container.innerHTML).toBe('<div id="tree"><p>field a</p></div>');
    const serverParagraph = container.querySelector("p");

    testUtils.act(() => void slices.hydrateLoadedPage(() => compat.hydrate(tree(model), container)));
    expect(fieldsRendered).toEqual([]);
    expect(container.innerHTML).toBe('<div id="tree"><p>field a</p></div>');
    expect(container.querySelector("p")).toBe(serverParagraph);

    // Rendered again with the same content (a parent's state changed): still the server's nodes.
    testUtils.act(() => void compat.render(tree(model), container));
    expect(fieldsRendered).toEqual([]);
    expect(container.querySelector("p")).toBe(serverParagraph);

    // Other content renders as usual, in place of the server's.
    testUtils.act(() => void compat.render(tree({ name: "b" }), container));
    expect(fieldsRendered).toEqual(["b"]);
    expect(container.innerHTML).toBe('<div id="tree"><p>field b</p></div>');
  });

  it("hydrates as usual outside the first hydration, and renders as usual in the browser", () => {
    const { compat, testUtils, tree, fromServer, fieldsRendered } = setUp();
    const container = fromServer({ name: "a" });
    testUtils.act(() => void compat.hydrate(tree({ name: "a" }), container));
    expect(fieldsRendered).toEqual(["a"]);

    const empty = document.createElement("div");
    testUtils.act(() => void compat.render(tree({ name: "c" }), empty));
    expect(fieldsRendered).toEqual(["a", "c"]);
    expect(empty.innerHTML).toBe('<div id="tree"><p>field c</p></div>');
  });

  it("renders as usual a page reached by a link while the loaded one still hydrates", () => {
    const { slices, compat, testUtils, tree, fieldsRendered } = setUp();
    window.history.replaceState(null, "", "/docs/api/one");
    const empty = document.createElement("div");
    slices.hydrateLoadedPage(() => {
      // Gatsby's router changes the address, then renders the next page.
      window.history.pushState(null, "", "/docs/api/two");
      testUtils.act(() => void compat.render(tree({ name: "e" }), empty));
    });
    expect(fieldsRendered).toEqual(["e"]);
    expect(empty.innerHTML).toBe('<div id="tree"><p>field e</p></div>');
  });

  it("ends the first hydration even when hydrating throws", () => {
    const { slices, compat, testUtils, tree, fieldsRendered } = setUp();
    expect(() =>
      slices.hydrateLoadedPage(() => {
        throw new Error("broken page");
      }),
    ).toThrow("broken page");
    const empty = document.createElement("div");
    testUtils.act(() => void compat.render(tree({ name: "d" }), empty));
    expect(fieldsRendered).toEqual(["d"]);
  });
});
