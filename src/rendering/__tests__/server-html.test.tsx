import { act, createElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { hydrateLoadedPage, loadedPageCommitted } from "../hydration";
import { useServerHtml } from "../server-html";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface PartModel {
  name: string;
}

/** A static part as SchemaTree is one, which records each time what is inside it renders. */
const fieldsRendered: string[] = [];
function Field({ name }: PartModel) {
  fieldsRendered.push(name);
  return createElement("p", null, `field ${name}`);
}
function Tree({ model }: { model: PartModel }) {
  const serverHtml = useServerHtml(model);
  return createElement("div", { id: "tree", ...serverHtml }, serverHtml ? null : createElement(Field, model));
}
const tree = (model: PartModel) => createElement(Tree, { model });
const fromServer = (model: PartModel) => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree(model));
  fieldsRendered.length = 0;
  return container;
};

afterEach(() => {
  fieldsRendered.length = 0;
  loadedPageCommitted();
});

describe("useServerHtml under React", () => {
  it("keeps a static part's server HTML through the page's first hydration, walking none of it", async () => {
    const model = { name: "a" };
    const container = fromServer(model);
    expect(container.innerHTML).toBe('<div id="tree"><p>field a</p></div>');
    const serverParagraph = container.querySelector("p");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    let root: Root | undefined;
    await act(async () => void hydrateLoadedPage(() => (root = hydrateRoot(container, tree(model)))));
    expect(fieldsRendered).toEqual([]);
    expect(container.innerHTML).toBe('<div id="tree"><p>field a</p></div>');
    expect(container.querySelector("p")).toBe(serverParagraph);
    expect(errors).not.toHaveBeenCalled(); // no hydration difference reported
    errors.mockRestore();
    loadedPageCommitted();

    // Rendered again with the same content (a parent's state changed): still the server's nodes.
    await act(async () => root!.render(tree(model)));
    expect(fieldsRendered).toEqual([]);
    expect(container.querySelector("p")).toBe(serverParagraph);

    // Other content renders as usual, in place of the server's.
    await act(async () => root!.render(tree({ name: "b" })));
    expect(fieldsRendered).toEqual(["b"]);
    expect(container.innerHTML).toBe('<div id="tree"><p>field b</p></div>');
  });

  it("hydrates as usual outside the first hydration, and renders as usual in the browser", async () => {
    const container = fromServer({ name: "a" });
    await act(async () => void hydrateRoot(container, tree({ name: "a" })));
    expect(fieldsRendered).toEqual(["a"]);

    const empty = document.createElement("div");
    await act(async () => createRoot(empty).render(tree({ name: "c" })));
    expect(fieldsRendered).toEqual(["a", "c"]);
    expect(empty.innerHTML).toBe('<div id="tree"><p>field c</p></div>');
  });

  it("renders as usual a page reached by a link while the loaded one still hydrates", async () => {
    window.history.replaceState(null, "", "/docs/api/one");
    const empty = document.createElement("div");
    await act(async () =>
      hydrateLoadedPage(() => {
        // Gatsby's router changes the address, then renders the next page.
        window.history.pushState(null, "", "/docs/api/two");
        createRoot(empty).render(tree({ name: "e" }));
      }),
    );
    expect(fieldsRendered).toEqual(["e"]);
    expect(empty.innerHTML).toBe('<div id="tree"><p>field e</p></div>');
  });

  it("ends the first hydration even when hydrating throws", async () => {
    expect(() =>
      hydrateLoadedPage(() => {
        throw new Error("broken page");
      }),
    ).toThrow("broken page");
    const empty = document.createElement("div");
    await act(async () => createRoot(empty).render(tree({ name: "d" })));
    expect(fieldsRendered).toEqual(["d"]);
  });
});
