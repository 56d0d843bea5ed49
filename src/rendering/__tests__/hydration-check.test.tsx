/** @jsxImportSource preact/compat */
// Rendered with preact/compat, as the production build renders (src/gatsby/preact.ts): its props normalisation runs here too.
import { hydrate } from "preact/compat";
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { HYDRATION_MISMATCH, hydrateAndCheck } from "../hydration-check";

/** Server-renders `server`, lets `tamper` change the HTML, hydrates `browser` over it with the check, and returns what it reported. */
function check(server: VNode, browser: VNode = server, tamper: (html: string) => string = (html) => html): string[] {
  const container = document.createElement("div");
  container.innerHTML = tamper(renderToString(server));
  document.body.append(container);
  const errors: string[] = [];
  const spy = jest.spyOn(console, "error").mockImplementation((message: string) => errors.push(message));
  try {
    hydrateAndCheck(container, () => hydrate(browser, container));
  } finally {
    spy.mockRestore();
    container.remove();
  }
  return errors;
}

function Page({ expanded = false, label = "Licences" }: { expanded?: boolean; label?: string }) {
  return (
    <main className="page" style={{ marginTop: 8, opacity: 0.5, "--accent": "red" } as Record<string, string | number>}>
      <h1 id="title" data-level={1}>
        {label}
      </h1>
      <label htmlFor="q">Postcode</label>
      <input
        id="q"
        type="search"
        defaultValue="SW1A 1AA"
        {...({ spellCheck: "false" } as object)}
        autoComplete="off"
        readOnly={false}
        onChange={() => {}}
      />
      <button type="button" aria-expanded={expanded} aria-hidden={false} disabled tabIndex={-1} onClick={() => {}}>
        Menu
      </button>
      <details open>
        <summary>More</summary>
      </details>
      <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M0 0h10" strokeWidth={2} strokeLinecap="round" fillOpacity={0.5} />
      </svg>
      <a href="/docs" download hidden={false} rel="noopener" target="_blank">
        {"Download"}
        {" (744 kB)"}
      </a>
      <div dangerouslySetInnerHTML={{ __html: "<p>Inner <b>HTML</b></p>" }} />
    </main>
  );
}

describe("the hydration check", () => {
  it("reports nothing when the browser renders what the server wrote", () => {
    expect(check(<Page />)).toEqual([]);
  });

  it("reports an attribute only the server's HTML has, and text that differs", () => {
    const [report, ...more] = check(<Page />, <Page />, (html) =>
      html.replace("<h1", '<h1 data-tampered="yes"').replace(">Licences</h1>", ">Licences (changed)</h1>"),
    );
    expect(more).toEqual([]);
    expect(report.split("\n")).toEqual([
      HYDRATION_MISMATCH,
      `- <h1 id="title">: attribute data-tampered="yes" is in the server's HTML, not in the browser's render`,
      `- text: the server's HTML reads "Licences (changed)PostcodeMenuMoreDownload (744 kB)Inner H", the browser's render "LicencesPostcodeMenuMoreDownload (744 kB)Inner HTML"`,
    ]);
  });

  it("reports an attribute whose value differs, and one only the browser renders", () => {
    const [report] = check(<Page />, <Page expanded />, (html) => html.replace(' data-level="1"', ""));
    expect(report.split("\n").slice(1)).toEqual([
      `- <h1 id="title">: attribute data-level="1" is in the browser's render, not in the server's HTML`,
      `- <button>: attribute aria-expanded is "false" in the server's HTML, "true" in the browser's render`,
    ]);
  });

  it("reports elements the browser added or removed", () => {
    const [added] = check(
      <ul className="list">
        <li>One</li>
      </ul>,
      <ul className="list">
        <li>One</li>
        <li className="extra" />
      </ul>,
    );
    expect(added.split("\n").slice(1)).toEqual([`- <li class="extra"> was added: it is in the browser's render, not in the server's HTML`]);
    const [removed] = check(
      <p>
        <b id="gone" />
        Text
      </p>,
      <p>Text</p>,
    );
    expect(removed.split("\n").slice(1)).toContain(`- <b id="gone"> was removed: it is in the server's HTML, not in the browser's render`);
  });

  it("puts Preact's hook back as it was, and returns what the hydration returned", async () => {
    const { options } = await import("preact");
    const before = options.diffed;
    const container = document.createElement("div");
    expect(hydrateAndCheck(container, () => "root")).toBe("root");
    expect(options.diffed).toBe(before);
  });
});
