import { readFileSync } from "node:fs";
import path from "node:path";
import newman, { type NewmanRunSummary } from "newman";
import { expect, test } from "./fixtures";
import { MOCK_ORIGIN, PUBLIC_API } from "./mock-api";

// The Postman collection the site publishes, run as a reader runs it: by newman (Postman's own
// runner), as built, with only its one variable, the base URL, pointed at the mock of our API
// (Stoplight Prism on our description), which checks every request against the description.

const COLLECTION_FILE = path.resolve(__dirname, "../public/postman-collection.json");

interface QueryParam {
  key: string;
  value?: string;
  disabled?: boolean;
}
interface SavedRequest {
  method: string;
  url: { host: string[]; path: string[]; query?: QueryParam[]; variable?: { key: string; value: string }[] };
}
interface Item {
  name: string;
  item?: Item[];
  request?: SavedRequest;
  response?: { name: string; code: number; body?: string; originalRequest: SavedRequest }[];
}

const collection = JSON.parse(readFileSync(COLLECTION_FILE, "utf8")) as { item: Item[]; variable: { key: string; value: string }[] };
const requests = (items: Item[]): Item[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));
const enabledQuery = (request: SavedRequest) =>
  (request.url.query ?? []).filter((q) => !q.disabled).map((q) => `${q.key}=${q.value ?? ""}`);
/** A saved request's address with its path variables filled in, relative to the base URL. */
const address = (request: SavedRequest) => {
  const values = new Map((request.url.variable ?? []).map((v) => [v.key, v.value]));
  const pathname = request.url.path.map((segment) =>
    segment.startsWith(":") ? encodeURIComponent(values.get(segment.slice(1)) ?? "") : segment,
  );
  const query = enabledQuery(request);
  return `/${pathname.join("/")}${query.length ? `?${query.join("&")}` : ""}`;
};

function runCollection(): Promise<NewmanRunSummary["run"]> {
  return new Promise((resolve, reject) => {
    newman.run(
      { collection: COLLECTION_FILE, envVar: [{ key: "baseUrl", value: MOCK_ORIGIN }], reporters: [], timeoutRequest: 15_000 },
      (error, summary) => (error ? reject(error) : resolve(summary.run)),
    );
  });
}

test.describe("the Postman collection", () => {
  test("the pages that offer it say how to point it at another server", async ({ page, problems }) => {
    for (const pagePath of ["/docs/api", "/docs/api/api-reference-postcodes-io"]) {
      await page.goto(pagePath);
      await expect(page.getByRole("link", { name: /^Postman collection/ })).toHaveAttribute("href", "/postman-collection.json");
      await expect(page.getByText(/^Every request of the collection starts with/)).toHaveText(
        `Every request of the collection starts with {{baseUrl}}, its one variable, set to ${PUBLIC_API}. To call another server, ` +
          "such as a self-hosted copy at http://localhost:8000, change the value of baseUrl in the collection's Variables tab. " +
          "Optional parameters are in each request, switched off: tick one to send it.",
      );
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  test("has one variable, the base URL of the first server, and every request starts with it", () => {
    expect(collection.variable).toEqual([expect.objectContaining({ key: "baseUrl", value: PUBLIC_API })]);
    for (const item of requests(collection.item)) expect(item.request?.url.host, item.name).toEqual(["{{baseUrl}}"]);
  });

  test("no request enables a parameter its saved example does not, and none enables callback", () => {
    for (const item of requests(collection.item)) {
      const request = item.request as SavedRequest;
      expect(
        enabledQuery(request).some((q) => q.startsWith("callback=")),
        item.name,
      ).toBe(false);
      expect(item.response, `${item.name}: one saved example`).toHaveLength(1);
      expect(address(request), item.name).toBe(address(item.response?.[0]?.originalRequest as SavedRequest));
    }
  });

  test("newman runs every request against the mock: each valid, each 2xx, each answering its saved example", async () => {
    test.setTimeout(60_000);
    const items = requests(collection.item);
    const { executions, failures } = await runCollection();
    expect(failures.map((f) => `${f.source?.name ?? f.at}: ${f.error.message}`)).toEqual([]);
    expect(executions.map((e) => e.item.name)).toEqual(items.map((item) => item.name));
    for (const [i, execution] of executions.entries()) {
      const item = items[i] as Item;
      const { response } = execution;
      expect(response?.headers.get("sl-violations") ?? null, `${item.name}: the mock found the request invalid`).toBeNull();
      expect(response?.code, item.name).toBeGreaterThanOrEqual(200);
      expect(response?.code, item.name).toBeLessThan(300);
      const example = item.response?.[0];
      expect(response?.code, `${item.name}: the saved example's status`).toBe(example?.code);
      expect(JSON.parse(response?.stream?.toString("utf8") ?? ""), `${item.name}: the saved example's body`).toEqual(
        JSON.parse(example?.body ?? ""),
      );
    }
  });
});
