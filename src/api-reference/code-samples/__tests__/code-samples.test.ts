import { generateCodeSamples } from "../generate-code-samples";
import { SAMPLE_LANGUAGES } from "../languages";
import {
  buildSampleRequest,
  headerValue,
  parameterStyle,
  pathSegment,
  queryPairs,
  responseKind,
  type SampleOperation,
} from "../request-model";

const lookup: SampleOperation = {
  method: "get",
  path: "/postcodes/{postcode}",
  servers: ["https://api.postcodes.io"],
  parameters: [
    { name: "postcode", location: "path", required: true, aliasOf: null, examples: [{ value: "SE1P 5ZZ" }], schema: { type: "string" } },
    { name: "callback", location: "query", required: false, aliasOf: null, examples: [{ value: "cb" }], schema: { type: "string" } },
  ],
  requestBody: null,
  responses: [
    {
      status: "200",
      content: [{ mediaType: "application/json", examples: [{ value: { status: 200, result: { postcode: "SE1P 5ZZ" } } }] }],
    },
    { status: "404", content: [{ mediaType: "application/json", examples: [{ value: { status: 404, error: "Postcode not found" } }] }] },
  ],
};

const bulk: SampleOperation = {
  method: "post",
  path: "/postcodes",
  servers: ["https://api.postcodes.io"],
  parameters: [],
  requestBody: { content: [{ mediaType: "application/json", examples: [{ value: { postcodes: ["SE1P 5ZZ", "B0GUS"] } }] }] },
};

describe("code samples", () => {
  it("fills path parameters from their examples, encoded, and leaves optional ones out", () => {
    expect(buildSampleRequest(lookup)).toMatchObject({ method: "GET", url: "https://api.postcodes.io/postcodes/SE1P%205ZZ", body: null });
  });

  it("uses the values the description chose for samples", () => {
    const search = { ...lookup, path: "/postcodes", parameters: [], codeSampleValues: { query: { q: "SE1P 5ZZ", limit: 1 } } };
    expect(buildSampleRequest(search).url).toBe("https://api.postcodes.io/postcodes?q=SE1P%205ZZ&limit=1");
  });

  it("sends the first JSON body example with a content type", () => {
    const request = buildSampleRequest(bulk);
    expect(request.headers).toEqual([["Content-Type", "application/json"]]);
    expect(JSON.parse(request.body ?? "")).toEqual({ postcodes: ["SE1P 5ZZ", "B0GUS"] });
  });

  it("generates curl, JavaScript, Node, Python, PHP, Ruby, Go, Java and C#", () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual(["cURL", "JavaScript", "Node.js", "Python", "PHP", "Ruby", "Go", "Java", "C#"]);
    const samples = generateCodeSamples(bulk);
    const byId = Object.fromEntries(samples.map((s) => [s.id, s.source]));
    expect(byId.curl).toBe(
      `curl -X POST 'https://api.postcodes.io/postcodes' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "postcodes": [\n    "SE1P 5ZZ",\n    "B0GUS"\n  ]\n}'`,
    );
    expect(byId.javascript).toContain('method: "POST"');
    expect(byId.javascript).toContain("JSON.stringify(");
    expect(byId.node).toContain('import { request } from "node:https";');
    expect(byId.python).toContain("requests.post(");
    expect(byId.python).toContain('json={\n        "postcodes": [');
    expect(byId.php).toContain("CURLOPT_POSTFIELDS => json_encode(");
    expect(byId.ruby).toContain("Net::HTTP::Post.new(uri)");
    expect(byId.go).toContain('http.NewRequest("POST", "https://api.postcodes.io/postcodes", strings.NewReader(');
    expect(byId.java).toContain('.method("POST", HttpRequest.BodyPublishers.ofString(');
    expect(byId.csharp).toContain('new HttpMethod("POST")');
    for (const sample of samples) expect(sample.html).toContain("code-line");
  });

  it("keeps GET samples free of bodies and methods", () => {
    const byId = Object.fromEntries(generateCodeSamples(lookup).map((s) => [s.id, s.source]));
    expect(byId.curl).toBe("curl 'https://api.postcodes.io/postcodes/SE1P%205ZZ'");
    expect(byId.javascript.startsWith('const response = await fetch("https://api.postcodes.io/postcodes/SE1P%205ZZ");')).toBe(true);
    expect(byId.python).toContain('requests.get("https://api.postcodes.io/postcodes/SE1P%205ZZ")');
  });

  it("reads postcodes.io's envelope, or any other JSON, or a body that is not JSON", () => {
    expect(responseKind(lookup.responses)).toBe("envelope");
    const petJson = [{ status: "200", content: [{ mediaType: "application/json", examples: [{ value: { id: 1, name: "Rex" } }] }] }];
    expect(responseKind(petJson)).toBe("json");
    expect(responseKind([{ status: "201", content: [] }])).toBe("text");
    expect(responseKind([])).toBe("text");

    const envelope = Object.fromEntries(generateCodeSamples(lookup).map((s) => [s.id, s.source]));
    expect(envelope.javascript).toContain("console.log(data.result);");
    expect(envelope.python).toContain('print(data["result"])');
    expect(envelope.go).toContain('\t"encoding/json"');
    expect(envelope.csharp).toContain('GetProperty("result")');

    const plain = Object.fromEntries(generateCodeSamples({ ...lookup, responses: petJson }).map((s) => [s.id, s.source]));
    for (const [id, source] of Object.entries(plain)) {
      expect([id, /data\.(result|error)|\[['"](result|error)['"]\]|json:"result"|GetProperty/.test(source)]).toEqual([id, false]);
    }
    expect(plain.javascript).toContain("console.log(await response.json());");
    expect(plain.python).toContain("response.raise_for_status()\nprint(response.json())");
    expect(plain.go).toContain('import (\n\t"fmt"\n\t"io"\n\t"net/http"\n)');
    expect(plain.csharp).not.toContain("System.Text.Json");

    const text = Object.fromEntries(
      generateCodeSamples({ ...lookup, responses: [{ status: "204", content: [] }] }).map((s) => [s.id, s.source]),
    );
    expect(text.javascript).toContain("console.log(response.status, await response.text());");
    expect(text.python).toContain("print(response.status_code, response.text)");
  });

  it("lets hand-written x-codeSamples replace or add languages", () => {
    const samples = generateCodeSamples(lookup, [
      { lang: "python", label: "Python (httpx)", source: "import httpx" },
      { lang: "rust", label: "Rust", source: "fn main() {}" },
    ]);
    expect(samples.find((s) => s.id === "python")).toMatchObject({ label: "Python (httpx)", source: "import httpx" });
    expect(samples.at(-1)).toMatchObject({ id: "rust", label: "Rust" });
  });
});

describe("arrays and objects in a request, by the parameter's style and explode", () => {
  const query = (style?: string, explode?: boolean) => ({ name: "ids", location: "query", style, explode });
  const path = (style?: string, explode?: boolean) => ({ name: "ids", location: "path", style, explode });

  it("takes OpenAPI's defaults: form (exploded) in the query, simple in the path and headers", () => {
    expect(parameterStyle({ location: "query" })).toEqual({ style: "form", explode: true });
    expect(parameterStyle({ location: "cookie" })).toEqual({ style: "form", explode: true });
    expect(parameterStyle({ location: "path" })).toEqual({ style: "simple", explode: false });
    expect(parameterStyle({ location: "header", style: null, explode: null })).toEqual({ style: "simple", explode: false });
    expect(parameterStyle({ location: "query", style: "form", explode: false })).toEqual({ style: "form", explode: false });
    expect(parameterStyle({ location: "query", style: "pipeDelimited" })).toEqual({ style: "pipeDelimited", explode: false });
  });

  it("writes query arrays as repeated names when exploded, else joined", () => {
    expect(queryPairs(query(), ["a", "b"])).toEqual([
      ["ids", "a"],
      ["ids", "b"],
    ]);
    expect(queryPairs(query("form", false), ["a", "b"])).toEqual([["ids", "a,b"]]);
    expect(queryPairs(query("spaceDelimited"), ["a", "b"])).toEqual([["ids", "a b"]]);
    expect(queryPairs(query("pipeDelimited"), [1, 2])).toEqual([["ids", "1|2"]]);
    expect(queryPairs(query(), { lat: 51.5, lon: -0.1 })).toEqual([
      ["lat", "51.5"],
      ["lon", "-0.1"],
    ]);
    expect(queryPairs(query("form", false), { lat: 51.5, lon: -0.1 })).toEqual([["ids", "lat,51.5,lon,-0.1"]]);
    expect(queryPairs(query("deepObject"), { lat: 1 })).toEqual([["ids[lat]", "1"]]);
    expect(queryPairs(query(), "plain")).toEqual([["ids", "plain"]]);
  });

  it("writes path values with literal separators and each item encoded", () => {
    expect(pathSegment(path(), ["a b", "c,d"])).toBe("a%20b,c%2Cd");
    expect(pathSegment(path("label"), ["a", "b"])).toBe(".a,b");
    expect(pathSegment(path("label", true), ["a", "b"])).toBe(".a.b");
    expect(pathSegment(path("matrix"), ["a", "b"])).toBe(";ids=a,b");
    expect(pathSegment(path("matrix", true), ["a", "b"])).toBe(";ids=a;ids=b");
    expect(pathSegment(path("matrix", true), { x: 1, y: 2 })).toBe(";x=1;y=2");
    expect(pathSegment(path(), { x: 1, y: 2 })).toBe("x,1,y,2");
    expect(pathSegment(path("simple", true), { x: 1, y: 2 })).toBe("x=1,y=2");
    expect(pathSegment(path(), "SE1P 5ZZ")).toBe("SE1P%205ZZ");
    expect(headerValue({ name: "X-Ids", location: "header" }, [1, 2])).toBe("1,2");
    expect(headerValue({ name: "X-Ids", location: "header", explode: true }, { a: 1 })).toBe("a=1");
  });

  it("puts array examples in the samples' URL as the style writes them, not as JSON", () => {
    const things: SampleOperation = {
      method: "get",
      path: "/things/{ids}",
      servers: ["https://api.example.com"],
      parameters: [
        { name: "ids", location: "path", required: true, aliasOf: null, examples: [{ value: [1, 2] }], schema: { type: "array" } },
        { name: "tag", location: "query", required: true, aliasOf: null, examples: [{ value: ["x", "y"] }], schema: { type: "array" } },
        { name: "X-Ids", location: "header", required: true, aliasOf: null, examples: [{ value: ["a", "b"] }], schema: { type: "array" } },
      ],
      requestBody: null,
    };
    const request = buildSampleRequest(things);
    expect(request.url).toBe("https://api.example.com/things/1,2?tag=x&tag=y");
    expect(request.headers).toEqual([["X-Ids", "a,b"]]);
  });
});
