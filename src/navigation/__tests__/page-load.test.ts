import { type GatsbyRuntime, loadInPlace, type PageResources, pageDataUrl } from "../page-load";

function runtime(answers: PageResources[]) {
  const calls: string[] = [];
  const rt: GatsbyRuntime = {
    ___loader: {
      loadPage: async (path) => {
        calls.push(`load ${path}`);
        return answers.shift();
      },
    },
    ___pageResourceCache: { forgetFailure: (path) => calls.push(`forget ${path}`) },
  };
  return { rt, calls };
}

const offline = async (url: string) => {
  throw new TypeError(`Failed to fetch ${url}`);
};
const online = async () => ({ status: 500 });

describe("page data address", () => {
  it("is the one Gatsby's loader requests, with the path prefix and `index` for the home page", () => {
    expect(pageDataUrl("", "/docs/licences")).toBe("/page-data/docs/licences/page-data.json");
    expect(pageDataUrl("", "/docs/licences/")).toBe("/page-data/docs/licences/page-data.json");
    expect(pageDataUrl("", "/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/postcodes", "/postcodes/docs/api")).toBe("/postcodes/page-data/docs/api/page-data.json");
    expect(pageDataUrl("/postcodes", "/postcodes/")).toBe("/postcodes/page-data/index/page-data.json");
  });
});

describe("loading a page in place", () => {
  it("forgets a failure Gatsby remembered, then loads", async () => {
    const { rt, calls } = runtime([{ status: "success" }]);
    await expect(loadInPlace(rt, "/docs/licences", "", offline)).resolves.toEqual({ kind: "loaded" });
    expect(calls).toEqual(["forget /docs/licences", "load /docs/licences"]);
  });

  it("reports the page data's address and the network error when the network does not answer", async () => {
    const { rt } = runtime([{ status: "error" }]);
    await expect(loadInPlace(rt, "/docs/licences", "", offline)).resolves.toEqual({
      kind: "unreachable",
      message: "/page-data/docs/licences/page-data.json could not be downloaded (Failed to fetch /page-data/docs/licences/page-data.json)",
    });
  });

  it("reports a code chunk's own error, after probing the chunk it names", async () => {
    const chunkError = Object.assign(new Error("Loading chunk 620 failed.\n(error: http://site/component.js)"), {
      request: "http://site/component.js",
    });
    const { rt } = runtime([{ status: "error", error: chunkError }]);
    const probed: string[] = [];
    const outcome = await loadInPlace(rt, "/docs/api", "", (url) => {
      probed.push(url);
      return offline(url);
    });
    expect(outcome).toEqual({ kind: "unreachable", message: chunkError.message });
    expect(probed).toEqual(["http://site/component.js"]);
  });

  it("asks for a full load when the server answers but the page cannot be shown in place", async () => {
    const { rt } = runtime([undefined]);
    await expect(loadInPlace(rt, "/docs/libraries", "", online)).resolves.toEqual({
      kind: "needs-full-load",
      reason: "/page-data/docs/libraries/page-data.json did not answer with the page's data",
    });
  });

  it("asks for a full load when Gatsby's loader is missing", async () => {
    await expect(loadInPlace({}, "/docs", "", online)).resolves.toEqual({
      kind: "needs-full-load",
      reason: "Gatsby's page loader is not available",
    });
  });
});
