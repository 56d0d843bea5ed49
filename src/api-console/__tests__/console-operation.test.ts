import { responseKind } from "../../api-reference/code-samples/request-model";
import { operationView } from "../../api-reference/operation-view";
import { consoleOperation, type ConsoleOperationSource } from "../console-operation";
import { ourRecords, SITE_ORIGIN } from "./our-spec";

const source: ConsoleOperationSource = {
  slug: "lookup-postcode",
  method: "get",
  path: "/postcodes/{postcode}",
  servers: ["/v1", "https://api.postcodes.io"],
  parameters: [
    { name: "postcode", location: "path", required: true, schema: { type: "string" }, examples: [], aliases: [], aliasOf: null },
  ],
  sampleResponseKind: "envelope",
  invalidInputAnswers: [],
};

describe("the console's one conversion of an operation", () => {
  it("reads the response kind the code samples use, for every operation of our description", async () => {
    const records = await ourRecords();
    for (const record of records.operations) {
      const operation = consoleOperation(operationView(record), SITE_ORIGIN);
      expect([record.slug, operation.responseKind]).toEqual([record.slug, responseKind(record.responses)]);
    }
  });

  it("takes what a page without a body or sample values gives (the home page's lookup), and resolves relative servers", () => {
    const operation = consoleOperation(source, "https://docs.example.com");
    expect(operation).toMatchObject({ requestBody: null, codeSampleValues: null, responseKind: "envelope" });
    expect(operation.servers).toEqual(["https://docs.example.com/v1", "https://api.postcodes.io"]);
    expect(operation.parameters[0]).toMatchObject({ inputKind: null, style: null, explode: null });
    expect(consoleOperation({ ...source, sampleResponseKind: "text" }, SITE_ORIGIN).responseKind).toBe("text");
    expect(consoleOperation({ ...source, sampleResponseKind: "xml" }, SITE_ORIGIN).responseKind).toBe("json");
  });
});
