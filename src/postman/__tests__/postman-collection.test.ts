import path from "node:path";
import { buildApiRecords, bundleSpec, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { buildSampleRequest } from "../../api-reference/code-samples/request-model";
import { successExample } from "../../api-reference/success-example";
import { collectionRequests, collectionRequestProblems } from "../../build-checks/postman-check";
import { type PostmanCollection, postmanCollection, requestEndpoint } from "../postman-collection";

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SPEC = path.resolve("openapi/openapi.yaml");
let operations: OperationRecord[];
let collection: PostmanCollection;
beforeAll(async () => {
  operations = buildApiRecords({ ...(await loadSpec(SPEC)), renderMarkdown }).operations;
  collection = await postmanCollection(await bundleSpec(SPEC), operations);
});

/** Every request item of the collection. */
const requestItems = (items: Obj[]): Obj[] => items.flatMap((item) => (Array.isArray(item.item) ? requestItems(item.item) : [item]));
const enabledQuery = (request: Obj): [string, string][] =>
  (request.url.query ?? []).filter((q: Obj) => q.disabled !== true).map((q: Obj) => [q.key, q.value]);
const operationOf = (request: Obj) => operations.find((op) => `${op.method.toUpperCase()} ${op.path}` === requestEndpoint(request))!;

describe("the Postman collection", () => {
  it("has one request per operation of our description, in the folder of its tag, with the server as a variable", () => {
    const requests = collectionRequests(collection.item);
    expect(requests).toHaveLength(19);
    expect(requests).toContainEqual({ method: "GET", path: "/postcodes/{postcode}", folders: ["Postcodes"] });
    expect(requests).toContainEqual({ method: "POST", path: "/postcodes", folders: ["Postcodes"] });
    expect(collection.variable).toEqual([{ type: "string", value: "https://api.postcodes.io", key: "baseUrl" }]);
    expect(collection.info).toMatchObject({
      name: "Postcodes.io API",
      schema: "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    });
  });

  it("sends, as imported, what the code samples send: their query enabled, every other parameter present but disabled", () => {
    for (const item of requestItems(collection.item as Obj[])) {
      const operation = operationOf(item.request);
      const sample = buildSampleRequest(operation);
      const where = requestEndpoint(item.request);
      expect({ where, query: enabledQuery(item.request) }).toEqual({ where, query: sample.query });
      const declared = operation.parameters.filter((p) => p.location === "query").map((p) => p.name);
      expect({ where, query: item.request.url.query.map((q: Obj) => q.key).sort() }).toEqual({ where, query: declared.sort() });
      const url = `{{baseUrl}}/${item.request.url.path.map((s: string) => (s.startsWith(":") ? item.request.url.variable.find((v: Obj) => v.key === s.slice(1)).value : s)).join("/")}`;
      expect({ where, url }).toEqual({ where, url: sample.baseUrl.replace("https://api.postcodes.io", "{{baseUrl}}") });
      expect({ where, body: item.request.body?.raw ?? null }).toEqual({ where, body: sample.body });
    }
  });

  it("never enables callback, so nothing answers JSONP, and fills no enabled value with a placeholder", () => {
    const items = requestItems(collection.item as Obj[]);
    const callbacks = items.flatMap((item) => (item.request.url.query ?? []).filter((q: Obj) => q.key === "callback"));
    expect(callbacks).toHaveLength(19);
    expect(callbacks.every((q: Obj) => q.disabled === true)).toBe(true);
    const text = JSON.stringify(items.map((item) => [enabledQuery(item.request), item.request.url.variable, item.request.body]));
    expect(text).not.toMatch(/<(string|number|integer|boolean)>/);
    expect(collectionRequestProblems(collection)).toEqual([]);
  });

  it("saves with each request the success example its page shows, made by that very request", () => {
    for (const item of requestItems(collection.item as Obj[])) {
      const where = requestEndpoint(item.request);
      const success = successExample(operationOf(item.request).responses)!;
      expect({ where, saved: item.response.length }).toEqual({ where, saved: 1 });
      const [saved] = item.response;
      expect({ where, code: saved.code, body: JSON.parse(saved.body) }).toEqual({
        where,
        code: Number(success.response.status),
        body: success.example.value,
      });
      const { name: _name, description: _description, ...request } = item.request;
      expect({ where, originalRequest: saved.originalRequest }).toEqual({ where, originalRequest: request });
    }
  });

  it("looks up SE1P 5ZZ in bulk and searches for it, as the samples do", () => {
    const items = requestItems(collection.item as Obj[]);
    const bulk = items.find((item) => requestEndpoint(item.request) === "POST /postcodes")!;
    expect(JSON.parse(bulk.request.body.raw)).toEqual({ postcodes: ["SE1P 5ZZ", "B0GUS"] });
    expect(bulk.request.header).toContainEqual({ key: "Content-Type", value: "application/json" });
    const lookup = items.find((item) => requestEndpoint(item.request) === "GET /postcodes/{postcode}")!;
    expect(lookup.request.url.variable).toEqual([expect.objectContaining({ key: "postcode", value: "SE1P%205ZZ" })]);
    const search = items.find((item) => requestEndpoint(item.request) === "GET /postcodes")!;
    expect(enabledQuery(search.request)).toEqual([["q", "SE1P 5ZZ"]]);
  });

  it("is the same for the same description, ids included, so builds are reproducible", async () => {
    const again = await postmanCollection(await bundleSpec(SPEC), operations);
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    expect(JSON.stringify(collection)).toMatch(/"_postman_id":"[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}"/);
  });
});

describe("the build check of a collection's requests", () => {
  const item = (query: Obj[], response: Obj[] = []) => ({
    item: [{ name: "r", request: { method: "GET", url: { host: ["{{baseUrl}}"], path: ["ping"], query, variable: [] } }, response }],
  });

  it("names an enabled callback, an enabled placeholder and a saved example whose request differs", () => {
    expect(collectionRequestProblems(item([{ key: "callback", value: "cb" }]))).toEqual([
      "postman-collection.json: GET /ping enables callback, so it answers JSONP instead of JSON: leave it disabled.",
    ]);
    expect(collectionRequestProblems(item([{ key: "q", value: "<string>" }]))).toEqual([
      'postman-collection.json: GET /ping sends the placeholder "<string>" as q: give it a real value or disable it.',
    ]);
    const differs = item([{ key: "q", value: "SE1P 5ZZ" }], [{ originalRequest: { method: "GET", url: { path: ["ping"], query: [] } } }]);
    expect(collectionRequestProblems(differs)).toEqual([
      "postman-collection.json: a saved example of GET /ping was made by another request than the one saved with it.",
    ]);
  });
});
