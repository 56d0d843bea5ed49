import { buildSampleRequest } from "../../api-reference/code-samples/request-model";
import {
  addressInputs,
  buildConsoleRequest,
  bodyVariants,
  type ConsoleOperation,
  type ConsoleParameter,
  fieldValuesIn,
  initialInputs,
  inputProblems,
} from "../console-request";
import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import { ourRecords, schemaLookup, toConsoleOperation } from "./our-spec";

const PUBLIC_API = "https://api.postcodes.io";
/** The request headers the service's CORS preflight allows (api-facts §2.4). */
const PREFLIGHT_ALLOWS = ["x-requested-with", "content-type", "accept", "origin"];

let operations: ConsoleOperation[];
let lookup: Map<string, unknown>;
const op = (slug: string) => {
  const found = operations.find((o) => o.slug === slug);
  if (!found) throw new Error(`no operation ${slug}`);
  return found;
};

beforeAll(async () => {
  const records = await ourRecords();
  operations = records.operations.map(toConsoleOperation);
  lookup = schemaLookup(records);
});

describe("the console's request for the public API", () => {
  it("starts as the code samples' request, for every operation, and sends only headers the service's preflight allows", async () => {
    const records = await ourRecords();
    for (const record of records.operations) {
      const operation = toConsoleOperation(record);
      const inputs = initialInputs(operation, PUBLIC_API, lookup);
      const request = buildConsoleRequest(operation, inputs);
      const sample = buildSampleRequest(record);
      expect([record.slug, request.url]).toEqual([record.slug, sample.url]);
      expect(request.url.startsWith(`${PUBLIC_API}/`)).toBe(true);
      expect([record.slug, request.body]).toEqual([record.slug, sample.body]);
      for (const [name] of request.headers) expect(PREFLIGHT_ALLOWS).toContain(name.toLowerCase());
      expect([record.slug, inputProblems(operation, inputs, lookup, POSTCODE_INPUT_KINDS).filter((p) => p.blocking)]).toEqual([
        record.slug,
        [],
      ]);
    }
  });

  it("builds the URLs the public API expects: spaces as %20 in paths, query values encoded, empty fields left out", () => {
    const lookupPostcode = op("lookup-postcode");
    const inputs = { ...initialInputs(lookupPostcode, PUBLIC_API, lookup), values: { "path.postcode": "SW1A 1AA", "query.callback": "" } };
    expect(buildConsoleRequest(lookupPostcode, inputs).url).toBe("https://api.postcodes.io/postcodes/SW1A%201AA");
    const search = op("postcode-lookup");
    const query = { server: `${PUBLIC_API}/`, values: { "query.q": "SW1A 1", "query.limit": "5" }, body: null, variant: 0 };
    expect(buildConsoleRequest(search, query).url).toBe("https://api.postcodes.io/postcodes?q=SW1A%201&limit=5");
    const bulk = op("bulk-postcode-lookup");
    const bulkInputs = { ...initialInputs(bulk, PUBLIC_API, lookup), values: { "query.filter": "postcode,longitude" } };
    const request = buildConsoleRequest(bulk, bulkInputs);
    expect(request.url).toBe("https://api.postcodes.io/postcodes?filter=postcode,longitude");
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual([["Content-Type", "application/json"]]);
  });

  it("reads one location's values back by parameter name, whatever their order in the path", () => {
    const lonLat = op("reverse-geocode-lon-lat");
    const values = { "path.longitude": "-0.08", "path.latitude": "51.49", "query.limit": "3" };
    const inputs = { ...initialInputs(lonLat, PUBLIC_API, lookup), values };
    expect(buildConsoleRequest(lonLat, inputs).url).toBe("https://api.postcodes.io/postcodes/lon/-0.08/lat/51.49?limit=3");
    expect(fieldValuesIn("path", values)).toEqual({ longitude: "-0.08", latitude: "51.49" });
    expect(fieldValuesIn("query", values)).toEqual({ limit: "3" });
    expect(fieldValuesIn("header", values)).toEqual({});
  });
});

describe("what an address opens the console with", () => {
  it("fills a field it names without a value with the parameter's example, and picks the variant a body it gives fits", () => {
    // A guide's reverse geocoding names lon and lat, not their values: each takes its example; a value given stays.
    const search = op("postcode-lookup");
    expect(addressInputs(search, lookup, { values: { "query.lon": "", "query.lat": "", "query.limit": "3" } }).values).toEqual({
      "query.lon": "-0.080126",
      "query.lat": "51.492763",
      "query.limit": "3",
    });
    const bulk = op("bulk-postcode-lookup");
    const points = '{"geolocations": [{"longitude": -0.080126, "latitude": 51.492763}]}';
    expect(addressInputs(bulk, lookup, { body: points }).variant).toBe(1);
    // The first variant's body, a body fitting none, or a variant the address names: the variant as it was.
    expect(addressInputs(bulk, lookup, { body: '{"postcodes": ["SW1A 1AA"]}' }).variant).toBeUndefined();
    expect(addressInputs(bulk, lookup, { body: "{" }).variant).toBeUndefined();
    expect(addressInputs(bulk, lookup, { body: points, variant: 0 }).variant).toBe(0);
  });
});

describe("checks before sending", () => {
  it("stops a limit over its maximum, naming the rule", () => {
    const nearest = op("nearest-postcode");
    const inputs = initialInputs(nearest, PUBLIC_API, lookup);
    const problems = inputProblems(
      nearest,
      { ...inputs, values: { ...inputs.values, "query.limit": "101" } },
      lookup,
      POSTCODE_INPUT_KINDS,
    );
    expect(problems).toEqual([{ field: "query.limit", message: "limit: at most 100", blocking: true }]);
    const text = inputProblems(nearest, { ...inputs, values: { ...inputs.values, "query.limit": "ten" } }, lookup, POSTCODE_INPUT_KINDS);
    expect(text.map((p) => p.message)).toEqual(["limit: must be a whole number"]);
  });

  it("stops a search without q or a whole coordinate pair in one spelling, on the field missing, with the API's answer", () => {
    const search = op("postcode-lookup");
    const inputs = (values: Record<string, string>) => ({ ...initialInputs(search, PUBLIC_API, lookup), values });
    const problems = (values: Record<string, string>) => inputProblems(search, inputs(values), lookup, POSTCODE_INPUT_KINDS);
    const answer = "400 “No postcode query submitted. Remember to include query parameter”";
    expect(problems({})).toEqual([
      {
        field: "query.q",
        message: `q: required. Give q, or query, or lon with lat, or longitude with latitude: without one of them whole, the API answers ${answer}`,
        blocking: true,
      },
    ]);
    // Half a pair: the other half is what is missing; a pair in two spellings is no pair.
    expect(problems({ "query.lon": "-0.12" }).map((p) => [p.field, p.message.split(".")[0]])).toEqual([
      ["query.lat", "lat: required with lon"],
    ]);
    expect(problems({ "query.lat": "51.5", "query.longitude": "-0.12" })[0].message).toMatch(/^longitude: required|^lon: required/);
    for (const whole of [{ "query.q": "SW1A" }, { "query.query": "SW1A" }, { "query.lon": "-0.12", "query.lat": "51.5" }] as Record<
      string,
      string
    >[])
      expect(problems(whole)).toEqual([]);
    // The outward codes' reverse geocoding answers its own error.
    const outcodes = op("reverse-geocode-outcodes");
    expect(
      inputProblems(outcodes, { ...initialInputs(outcodes, PUBLIC_API, lookup), values: {} }, lookup, POSTCODE_INPUT_KINDS)[0].message,
    ).toContain("the API answers 400 “Invalid longitude/latitude submitted”");
  });

  it("stops a malformed postcode where the description documents the answer, and only flags it elsewhere", () => {
    const lookupPostcode = op("lookup-postcode");
    const bad = { ...initialInputs(lookupPostcode, PUBLIC_API, lookup), values: { "path.postcode": "SW1A 1AAA" } };
    expect(inputProblems(lookupPostcode, bad, lookup, POSTCODE_INPUT_KINDS)).toEqual([
      { field: "path.postcode", message: "postcode: not a valid UK postcode", blocking: true, fromKind: true },
    ]);
    expect(lookupPostcode.invalidInputAnswers).toEqual([
      { kind: "postcode", status: "404", body: { status: 404, error: "Invalid postcode" } },
    ]);
    const outcode = op("find-outcode");
    const badOutcode = { ...initialInputs(outcode, PUBLIC_API, lookup), values: { "path.outcode": "SW1A 1AA" } };
    expect(outcode.invalidInputAnswers).toEqual([]);
    expect(inputProblems(outcode, badOutcode, lookup, POSTCODE_INPUT_KINDS)).toMatchObject([{ blocking: false }]);
    expect(inputProblems(lookupPostcode, { ...bad, values: { "path.postcode": "" } }, lookup, POSTCODE_INPUT_KINDS)[0].message).toBe(
      "postcode: required (it is part of the path)",
    );
  });

  it("stops a path value of spaces alone as a malformed postcode (the API trims it to nothing), not as a value to send", () => {
    const lookupPostcode = op("lookup-postcode");
    const spaces = { ...initialInputs(lookupPostcode, PUBLIC_API, lookup), values: { "path.postcode": "   " } };
    expect(inputProblems(lookupPostcode, spaces, lookup, POSTCODE_INPUT_KINDS)).toEqual([
      { field: "path.postcode", message: "postcode: not a valid UK postcode", blocking: true, fromKind: true },
    ]);
  });

  it("stops “.” and “..” as a path value, which every URL parser reads as a folder and so sends to another route", () => {
    const place = op("find-place");
    for (const dots of [".", ".."]) {
      const inputs = { ...initialInputs(place, PUBLIC_API, lookup), values: { "path.code": dots } };
      expect(new URL(buildConsoleRequest(place, inputs).url).pathname).not.toBe(`/places/${dots}`);
      expect(inputProblems(place, inputs, lookup, POSTCODE_INPUT_KINDS)).toEqual([
        expect.objectContaining({
          field: "path.code",
          blocking: true,
          message: expect.stringContaining(`code: “${dots}” cannot be sent in the path`),
        }),
      ]);
    }
    // Dots inside a value are a value: sent.
    const dotted = { ...initialInputs(place, PUBLIC_API, lookup), values: { "path.code": "a..b" } };
    expect(inputProblems(place, dotted, lookup, POSTCODE_INPUT_KINDS).filter((p) => p.blocking)).toEqual([]);
  });

  it("predicts each operation's own answer to a malformed postcode, as the service gives it", () => {
    const answers = (slug: string) => op(slug).invalidInputAnswers;
    // api-facts §4.5: validate always answers 200, `false` for malformed input.
    expect(answers("validate-postcode")).toEqual([{ kind: "postcode", status: "200", body: { status: 200, result: false } }]);
    // §4.4: nearest answers 404 "Postcode not found" for malformed input, never "Invalid postcode".
    expect(answers("nearest-postcode")).toEqual([{ kind: "postcode", status: "404", body: { status: 404, error: "Postcode not found" } }]);
    for (const slug of ["lookup-postcode", "lookup-terminated-postcode", "get-scottish-postcode"])
      expect([slug, answers(slug)]).toEqual([
        slug,
        [{ kind: "postcode", status: "404", body: { status: 404, error: "Invalid postcode" } }],
      ]);
  });

  it("checks the body against the chosen variant, with JSON Pointers, and switches variants with their own example", () => {
    const bulk = op("bulk-postcode-lookup");
    const variants = bodyVariants(bulk, lookup);
    expect(variants.map((v) => v.title)).toEqual(["Bulk postcode lookup", "Bulk reverse geocoding"]);
    const inputs = initialInputs(bulk, PUBLIC_API, lookup);
    expect(JSON.parse(inputs.body ?? "")).toEqual({ postcodes: ["SE1P 5ZZ", "B0GUS"] });
    const check = (body: string, variant = 0) =>
      inputProblems(bulk, { ...inputs, body, variant }, lookup, POSTCODE_INPUT_KINDS).map((p) => p.message);
    // What the API lets through (the description's x-when-invalid) is said, and does not stop the request.
    const bulkProblems = (body: string) => inputProblems(bulk, { ...inputs, body, variant: 0 }, lookup, POSTCODE_INPUT_KINDS);
    expect(bulkProblems('{"postcodes": ["SE1P 5ZZ", 3]}')).toEqual([
      {
        field: "body",
        message:
          "The body's postcodes[1] must be a string (at /postcodes/1); the API answers anyway: entries that are not strings are dropped, so the answer can have fewer entries than the request.",
        blocking: false,
      },
    ]);
    expect(check('{"geolocations": [{"longitude": true, "latitude": 51}]}', 1)).toEqual([
      "The body's geolocations[0].longitude must be a number or a string (at /geolocations/0/longitude)",
    ]);
    expect(bulkProblems(`{"postcodes": ${JSON.stringify(Array.from({ length: 101 }, () => "A"))}}`)).toEqual([
      { field: "body", message: "The body's postcodes must have at most 100 items (at /postcodes)", blocking: true },
    ]);
    expect(check('{"postcodes": [')[0]).toMatch(/^The body is not valid JSON/);
    expect(check('{"postcodes": [], "geolocations": []}')).toEqual([
      "The body must match only one variant (it matches 2: Bulk postcode lookup and Bulk reverse geocoding)",
    ]);
    expect(check("[]")[0]).toMatch(/^The body must /);
  });

  it("asks for a server URL", () => {
    const ping = op("ping");
    const problems = inputProblems(ping, { ...initialInputs(ping, "", lookup) }, lookup, POSTCODE_INPUT_KINDS);
    expect(problems).toEqual([
      { field: "server", message: "Server URL: enter the server's URL, for example http://localhost:8000", blocking: true },
    ]);
  });

  it("stops a server URL the browser could not send to, before sending, saying what is wrong", () => {
    const ping = op("ping");
    const serverProblems = (server: string) =>
      inputProblems(ping, initialInputs(ping, server, lookup), lookup, POSTCODE_INPUT_KINDS).map((p) => `${p.field}: ${p.message}`);
    expect(serverProblems("http://localhost:99999")).toEqual(["server: Server URL: the port must be between 1 and 65535 (it is 99999)"]);
    expect(serverProblems("http://localhost:0")).toEqual(["server: Server URL: the port must be between 1 and 65535 (it is 0)"]);
    expect(serverProblems("https://exa mple.com")).toEqual([
      "server: Server URL: “https://exa mple.com” is not a valid URL: check the host name (no spaces) and the port",
    ]);
    expect(serverProblems("http://[bad")).toHaveLength(1);
    expect(serverProblems("ftp://example.com")).toEqual(["server: Server URL: enter a URL starting with http:// or https://"]);
    expect(serverProblems("localhost:8000")).toEqual(["server: Server URL: enter a URL starting with http:// or https://"]);
    expect(serverProblems("http://me:secret@example.com")).toEqual(["server: Server URL: leave the user name and password out of the URL"]);
    expect(serverProblems("http://example.com/?v=1")).toHaveLength(1);
    for (const good of ["http://localhost:8000", "http://127.0.0.1:65535/v1/", "http://[::1]:8000", " https://api.postcodes.io "])
      expect([good, serverProblems(good)]).toEqual([good, []]);
  });
});

describe("array and object parameters", () => {
  const parameter = (name: string, location: string, schema: unknown, style: Partial<ConsoleParameter> = {}): ConsoleParameter => ({
    name,
    location,
    required: location === "path",
    schema,
    examples: [],
    aliases: [],
    aliasOf: null,
    inputKind: null,
    style: null,
    explode: null,
    ...style,
  });
  const things: ConsoleOperation = {
    slug: "things",
    method: "get",
    path: "/things/{ids}",
    servers: ["https://api.example.com"],
    parameters: [
      parameter("ids", "path", { type: "array", items: { type: "integer" } }),
      parameter("tag", "query", { type: "array", items: { type: "string", enum: ["a", "b", "c"] }, maxItems: 2 }),
      parameter("near", "query", { type: "array", items: { type: "number" } }, { style: "form", explode: false }),
      parameter("point", "query", { type: "object", properties: { lat: { type: "number" } } }),
      parameter("X-Ids", "header", { type: "array", items: { type: "string" } }),
    ],
    requestBody: null,
    codeSampleValues: null,
    responseKind: "json",
    invalidInputAnswers: [],
    missingInputAnswer: null,
    responses: [],
  };
  const inputs = (values: Record<string, string>) => ({ server: "https://api.example.com", values, body: null, variant: 0 });

  it("checks each item against the schema instead of calling the text not an array", () => {
    const problems = (values: Record<string, string>) => inputProblems(things, inputs(values), lookup, {}).map((p) => p.message);
    expect(problems({ "path.ids": "1,2", "query.tag": "a, b", "query.point": "lat=51.5" })).toEqual([]);
    expect(problems({ "path.ids": "1,x" })).toEqual(["ids: item 2 must be a whole number (items are separated by commas)"]);
    expect(problems({ "path.ids": "1", "query.tag": "a,b,c" })).toEqual(["tag: at most 2 items"]);
    expect(problems({ "path.ids": "1", "query.tag": "a,z" })).toEqual(["tag: /1: must be one of a, b, c"]);
    expect(problems({ "path.ids": "1", "query.point": "lat=north" })).toEqual(["point: lat must be a number"]);
  });

  it("writes them into the URL and headers by each parameter's style, as the samples do", () => {
    const request = buildConsoleRequest(
      things,
      inputs({ "path.ids": "1, 2", "query.tag": "a,b", "query.near": "51.50,-0.1", "query.point": "lat=51.5", "header.X-Ids": "p, q" }),
    );
    expect(request.url).toBe("https://api.example.com/things/1,2?tag=a&tag=b&near=51.50,-0.1&lat=51.5");
    expect(request.headers).toEqual([["X-Ids", "p,q"]]);
  });

  it("starts from the examples written as field text", () => {
    const withExamples = {
      ...things,
      parameters: things.parameters.map((p) => (p.name === "ids" ? { ...p, examples: [{ value: [3, 4] }] } : p)),
    };
    expect(initialInputs(withExamples, "https://api.example.com", lookup).values).toEqual({ "path.ids": "3,4" });
  });
});
