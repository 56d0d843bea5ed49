import $RefParser from "@apidevtools/json-schema-ref-parser";
import { bundleSpec } from "../../../plugins/gatsby-source-openapi";
import { OPENAPI_PARTS, operationDocument, schemaDocument, schemaNames } from "../openapi-parts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe("the API description in parts", () => {
  let description: Record<string, unknown>;
  beforeAll(async () => {
    description = (await bundleSpec("openapi/openapi.yaml")) as Record<string, unknown>;
  });

  const operations = () =>
    Object.entries(description.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => ({ path, method })),
    );

  it("makes one whole document per operation: every reference it holds resolves inside it", async () => {
    for (const operation of operations()) {
      const part = operationDocument(description, operation, "part");
      expect(part).not.toBeNull();
      const paths = part?.paths as Record<string, Record<string, unknown>>;
      expect(Object.keys(paths)).toEqual([operation.path]);
      expect(Object.keys(paths[operation.path]).filter((key) => METHODS.includes(key))).toEqual([operation.method]);
      // json-schema-ref-parser fails on a $ref that leads nowhere.
      await expect($RefParser.dereference(structuredClone(part) as object)).resolves.toBeDefined();
    }
  });

  it("takes no component the operation does not need, and keeps the header of the description", () => {
    const part = operationDocument(description, { path: "/ping", method: "get" }, "Check the service is running");
    expect(part).toMatchObject({ openapi: description.openapi, servers: description.servers });
    expect((part?.info as { title: string }).title).toMatch(/: Check the service is running$/);
    const schemas = Object.keys(((part?.components as Record<string, object> | undefined)?.schemas ?? {}) as object);
    expect(schemas).not.toContain("Postcode");
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(description).length / 10);
  });

  it("makes one whole document per named schema, and none for a name it lacks", async () => {
    for (const name of schemaNames(description)) {
      const part = schemaDocument(description, name);
      expect(Object.keys((part?.components as { schemas: object }).schemas)).toContain(name);
      await expect($RefParser.dereference(structuredClone(part) as object)).resolves.toBeDefined();
    }
    expect(schemaDocument(description, "NoSuchSchema")).toBeNull();
    expect(operationDocument(description, { path: "/nowhere", method: "get" }, "x")).toBeNull();
  });

  it("publishes them at addresses named after the page and the schema", () => {
    expect(OPENAPI_PARTS.operation("lookup-postcode")).toBe("/openapi/operations/lookup-postcode.json");
    expect(OPENAPI_PARTS.schema("Postcode")).toBe("/openapi/schemas/Postcode.json");
  });
});
