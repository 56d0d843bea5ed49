import type { ConsoleOperation } from "../../../api-console/console-request";
import type { SampleRequest } from "../../../api-reference/code-samples/request-model";
import type { ApiConsoleProps } from "../use-console";

/** The two servers our description lists. */
export const SERVERS = ["https://api.postcodes.io", "http://localhost:8000"];

/** A small operation with one path parameter and one query parameter. */
export const lookupOperation: ConsoleOperation = {
  slug: "lookup-postcode",
  method: "get",
  path: "/postcodes/{postcode}",
  servers: SERVERS,
  parameters: [
    {
      name: "postcode",
      location: "path",
      required: true,
      schema: { type: "string" },
      examples: [{ value: "SE1P 5ZZ" }],
      aliases: [],
      aliasOf: null,
      inputKind: null,
      style: null,
      explode: null,
    },
  ],
  requestBody: null,
  codeSampleValues: null,
  responseKind: "envelope",
  invalidInputAnswers: [],
};

/** Props of a console on that operation, opened without a shared address. */
export const consoleProps = (overrides: Partial<ApiConsoleProps> = {}): ApiConsoleProps => ({
  operation: lookupOperation,
  schemas: new Map(),
  inputKinds: {},
  samples: [],
  moreSampleLanguages: [],
  onSampleRewrite: jest.fn(),
  responseTrees: new Map(),
  allTrees: [],
  search: "",
  focusOnOpen: true,
  onClose: jest.fn(),
  ...overrides,
});

/** A lookup of SW1A 1AA on the public API, as the code samples read a request. */
export const LOOKUP_URL = "https://api.postcodes.io/postcodes/SW1A%201AA";
export const lookupRequest: SampleRequest = {
  method: "GET",
  url: LOOKUP_URL,
  baseUrl: LOOKUP_URL,
  query: [],
  headers: [],
  body: null,
  bodyMediaType: null,
  bodyValue: null,
  responseKind: "envelope",
};
