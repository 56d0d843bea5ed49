import { pageIndependentLoaderScript } from "../page-independent-scripts";

const gatsbyScript = (path: string) =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};window.___webpackCompilationHash="abc123";/*]]>*/`;

describe("page-independent loader script", () => {
  it("moves the page path into an attribute, so every page has the same script", () => {
    const overview = pageIndependentLoaderScript(gatsbyScript("/docs/overview"));
    const quoted = pageIndependentLoaderScript(gatsbyScript('/docs/"odd"\\path'));
    expect(overview.pagePath).toBe("/docs/overview");
    expect(quoted.pagePath).toBe('/docs/"odd"\\path');
    expect(overview.script).toBe(quoted.script);
    expect(overview.script).toBe(
      '/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");window.___webpackCompilationHash="abc123";/*]]>*/',
    );
  });

  it("the rewritten script sets the same window.pagePath when it runs", () => {
    const { script, pagePath } = pageIndependentLoaderScript(gatsbyScript("/404.html"));
    const tag = { getAttribute: (name: string) => (name === "data-page-path" ? pagePath : null) };
    const win: Record<string, unknown> = {};
    new Function("window", "document", script)(win, { currentScript: tag });
    expect(win.pagePath).toBe("/404.html");
    expect(win.___webpackCompilationHash).toBe("abc123");
  });

  it("stops the build, naming the file to update, if Gatsby changes the script", () => {
    expect(() => pageIndependentLoaderScript("window.somethingElse=1;")).toThrow(/src\/deploy\/page-independent-scripts\.ts/);
  });
});
