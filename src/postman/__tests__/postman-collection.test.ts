import path from "node:path";
import { bundleSpec } from "../../../plugins/gatsby-source-openapi";
import { collectionRequests } from "../../build-checks/postman-check";
import { postmanCollection } from "../postman-collection";

describe("the Postman collection", () => {
  it("has one request per operation of our description, in the folder of its tag, with the server as a variable", async () => {
    const collection = await postmanCollection(await bundleSpec(path.resolve("openapi/openapi.yaml")));
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

  it("is the same for the same description, ids included, so builds are reproducible", async () => {
    const spec = await bundleSpec(path.resolve("openapi/openapi.yaml"));
    const [a, b] = [await postmanCollection(spec), await postmanCollection(spec)];
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).toMatch(/"_postman_id":"[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}"/);
  });
});
