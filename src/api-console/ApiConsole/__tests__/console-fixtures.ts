import type { ConsoleOperation } from "../../console-request";
import type { ApiAnswer } from "../../send-request";
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
  missingInputAnswer: null,
  responses: [],
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
  ...overrides,
});

/** A GET of `url` with nothing but its address, as the code samples read a request. */
const plainGet = (url: string): SampleRequest => ({
  method: "GET",
  url,
  baseUrl: url,
  query: [],
  headers: [],
  body: null,
  bodyMediaType: null,
  bodyValue: null,
  responseKind: "envelope",
});

/** A lookup of SW1A 1AA on the public API. */
export const LOOKUP_URL = "https://api.postcodes.io/postcodes/SW1A%201AA";
export const lookupRequest = plainGet(LOOKUP_URL);

/** A ping sent to a local server, and the service's answer to it: what the answer's tests show. */
export const pingRequest = plainGet("http://localhost:8000/ping");
export const pingAnswer: ApiAnswer = {
  kind: "answer",
  status: 200,
  statusText: "",
  ms: 84,
  bytes: 1229,
  headers: [["content-type", "application/json"]],
  text: '{"status":200,"result":"pong"}',
  json: { status: 200, result: "pong" },
  contentType: "application/json",
};
/** The inputs the ping was made from. */
export const pingInputs = { server: "http://localhost:8000", values: {}, body: null, variant: 0 };
