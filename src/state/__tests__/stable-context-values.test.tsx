import type { Context } from "react";
import { STORAGE_KEYS } from "../../shell-constants";

/**
 * A provider above the page that changes its context value while the page
 * hydrates makes React abandon hydration of every Suspense boundary below
 * it that has not hydrated yet (the layout has three), re-render them from
 * scratch and report "Recovered from an error while hydrating". Whether that
 * happens in a browser depends on timing; the cause does not. This test
 * pins the cause: with every stored preference set to something other than
 * its default, no context the site creates takes a second value between
 * server HTML, hydration and the effects that run after it.
 */

type Recorded = { context: Context<unknown>; values: unknown[] };

async function loadShellRecordingContexts() {
  const recorded: Recorded[] = [];
  let modules!: {
    React: typeof import("react");
    wrapRootElement: typeof import("../../wrap-root-element").wrapRootElement;
    wrapPageElement: typeof import("../../wrap-page-element").wrapPageElement;
    renderToString: typeof import("react-dom/server").renderToString;
    hydrateRoot: typeof import("react-dom/client").hydrateRoot;
  };
  // A fresh module registry, so every context is created again while the spy records it.
  await jest.isolateModulesAsync(async () => {
    // The module object itself (an ES import would give a copy of its exports, which the spy would not reach).
    const React = (await import("react")).default;
    const createContext = React.createContext;
    jest.spyOn(React, "createContext").mockImplementation(((defaultValue: unknown) => {
      const context = createContext(defaultValue);
      recorded.push({ context, values: [] });
      return context;
    }) as typeof React.createContext);
    const { wrapRootElement } = await import("../../wrap-root-element");
    const { wrapPageElement } = await import("../../wrap-page-element");
    // The page's own modules (layout, navbar, code samples) create contexts too.
    await import("../../api-reference/ApiOperationPage");
    await import("../../guides/GuidePage");
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    modules = { React, wrapRootElement, wrapPageElement, renderToString, hydrateRoot };
  });
  return { recorded, ...modules };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.colorMode, "dark");
  localStorage.setItem(STORAGE_KEYS.codeSampleLanguage, "python");
  localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
  localStorage.setItem(STORAGE_KEYS.announcementId, "annoucement-bar");
  localStorage.setItem(`${STORAGE_KEYS.docsPreferredVersionPrefix}default`, "no-such-version");
  document.documentElement.setAttribute("data-theme", "dark");
});

afterEach(() => {
  document.documentElement.setAttribute("data-theme", "light");
  jest.restoreAllMocks();
});

it("no context the shell provides changes its value while the page hydrates", async () => {
  const { recorded, React, wrapRootElement, wrapPageElement, renderToString, hydrateRoot } = await loadShellRecordingContexts();
  const { act } = React;

  // The contexts of the state modules are among those recorded (the spy works).
  expect(recorded.length).toBeGreaterThanOrEqual(8);

  function Reader({ entry }: { entry: Recorded }) {
    const value = React.useContext(entry.context);
    if (!entry.values.some((seen) => Object.is(seen, value))) entry.values.push(value);
    return null;
  }
  const Probe = () => (
    <p>
      {recorded.map((entry, i) => (
        <Reader key={i} entry={entry} />
      ))}
      page
    </p>
  );
  const tree = () =>
    wrapRootElement({
      element: wrapPageElement({ element: <Probe />, props: { location: { pathname: "/docs/overview", hash: "", search: "" } } }),
    });

  const container = document.createElement("div");
  container.innerHTML = renderToString(tree());
  for (const entry of recorded) entry.values = [];
  document.body.append(container);

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const recoverable: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  // Effects, stores and storage listeners have all run; a second render of the page must still see the same values.
  await act(async () => root.render(tree()));

  const changed = recorded.filter((entry) => entry.values.length > 1).map((entry) => entry.values);
  expect(changed).toEqual([]);
  expect(recoverable).toEqual([]);
  await act(async () => root.unmount());
  container.remove();
});
