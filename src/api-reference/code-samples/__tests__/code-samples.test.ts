import { generateCodeSamples } from "../generate-code-samples";
import { HTTPSnippet } from "@readme/httpsnippet";
import { harRequest, SAMPLE_LANGUAGES } from "../languages";
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
  codeSampleValues: { query: { filter: "postcode,longitude" } },
  requestBody: { content: [{ mediaType: "application/json", examples: [{ value: { postcodes: ["SE1P 5ZZ", "B0GUS"] } }] }] },
  responses: lookup.responses,
};

const search: SampleOperation = { ...lookup, path: "/postcodes", parameters: [], codeSampleValues: { query: { q: "SE1P 5ZZ", limit: 7 } } };

const sourcesById = (operation: SampleOperation) => Object.fromEntries(generateCodeSamples(operation).map((s) => [s.id, s.source]));
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the request a sample shows", () => {
  it("fills path parameters from their examples, encoded, and leaves optional ones out", () => {
    expect(buildSampleRequest(lookup)).toMatchObject({
      method: "GET",
      url: "https://api.postcodes.io/postcodes/SE1P%205ZZ",
      baseUrl: "https://api.postcodes.io/postcodes/SE1P%205ZZ",
      query: [],
      body: null,
    });
  });

  it("uses the values the description chose for samples", () => {
    expect(buildSampleRequest(search)).toMatchObject({
      url: "https://api.postcodes.io/postcodes?q=SE1P%205ZZ&limit=7",
      baseUrl: "https://api.postcodes.io/postcodes",
      query: [
        ["q", "SE1P 5ZZ"],
        ["limit", "7"],
      ],
    });
  });

  it("sends the first JSON body example with a content type", () => {
    const request = buildSampleRequest(bulk);
    expect(request.headers).toEqual([["Content-Type", "application/json"]]);
    expect(request.bodyMediaType).toBe("application/json");
    expect(JSON.parse(request.body ?? "")).toEqual({ postcodes: ["SE1P 5ZZ", "B0GUS"] });
  });
});

describe("code samples", () => {
  it("come in twenty languages from the generator: nine tabs, the rest in the More menu", () => {
    const tabs = SAMPLE_LANGUAGES.filter((l) => l.placement === "tab").map((l) => l.label);
    const more = SAMPLE_LANGUAGES.filter((l) => l.placement === "more").map((l) => l.label);
    expect(tabs).toEqual(["cURL", "JavaScript", "Node.js", "Python", "PHP", "Ruby", "Go", "Java", "C#"]);
    expect(more).toEqual(["Swift", "Kotlin", "PowerShell", "HTTPie", "wget", "R", "C", "Objective-C", "Clojure", "OCaml", "HTTP"]);
    expect(generateCodeSamples(lookup).map((s) => s.placement)).toEqual(SAMPLE_LANGUAGES.map((l) => l.placement));
  });

  it.each([
    ["a lookup", lookup, ["SE1P%205ZZ"]],
    ["a search", search, ["limit", "7"]],
    ["a bulk lookup", bulk, ["filter", "B0GUS"]],
  ])("%s: every language sends the method, the path, every query parameter once and the body", (_name, operation, parts) => {
    const request = buildSampleRequest(operation);
    for (const sample of generateCodeSamples(operation)) {
      for (const part of parts) expect([sample.id, part, occurrences(sample.source, part)]).toEqual([sample.id, part, 1]);
      expect([sample.id, sample.source.includes("api.postcodes.io")]).toEqual([sample.id, true]);
      if (request.method === "POST") expect([sample.id, /POST|Post|post/.test(sample.source)]).toEqual([sample.id, true]);
      expect(sample.html).toContain("code-line");
    }
  });

  it("writes what @readme/httpsnippet writes for each language", () => {
    const get = sourcesById(lookup);
    expect(get.curl).toBe("curl --max-time 10 --request GET \\\n  --url https://api.postcodes.io/postcodes/SE1P%205ZZ");
    expect(get.python).toContain('url = "https://api.postcodes.io/postcodes/SE1P%205ZZ"\n\nresponse = requests.get(url, timeout=10)');
    expect(get.swift).toContain('let url = URL(string: "https://api.postcodes.io/postcodes/SE1P%205ZZ")!');
    expect(get.http).toMatch(/^GET \/postcodes\/SE1P%205ZZ HTTP\/1\.1\r?\nHost: api\.postcodes\.io/);
    const post = sourcesById(bulk);
    expect(post.curl).toContain("--request POST \\\n  --url 'https://api.postcodes.io/postcodes?filter=postcode%2Clongitude'");
    expect(post.curl).toContain("--header 'Content-Type: application/json'");
    expect(post.javascript).toContain("body: JSON.stringify({postcodes: ['SE1P 5ZZ', 'B0GUS']})");
    expect(post.r).toContain('queryString <- list(filter = "postcode,longitude")');
  });

  it("writes every language without Node's Buffer (the API console does so in the browser), the HTTP message as the generator does in Node", () => {
    const request = buildSampleRequest(bulk);
    const inNode = new HTTPSnippet(harRequest(request)).convert("http", "http1.1")[0];
    const buffer = globalThis.Buffer;
    try {
      // @ts-expect-error -- as in a browser
      delete globalThis.Buffer;
      const inBrowser = sourcesById(bulk);
      expect(inBrowser.http).toBe(typeof inNode === "string" ? inNode.trimEnd() : inNode);
      expect(inBrowser.http).toContain(`Content-Length: ${request.body?.length}\r\n\r\n{`);
    } finally {
      globalThis.Buffer = buffer;
    }
  });

  it("reads postcodes.io's envelope where that helps the reader, and prints other answers as they come", () => {
    expect(responseKind(lookup.responses)).toBe("envelope");
    const petJson = [{ status: "200", content: [{ mediaType: "application/json", examples: [{ value: { id: 1, name: "Rex" } }] }] }];
    expect(responseKind(petJson)).toBe("json");
    expect(responseKind([{ status: "201", content: [] }])).toBe("text");
    expect(responseKind([])).toBe("text");

    const envelope = sourcesById(lookup);
    // Printed as JSON, indented: Node's console.log would cut what is deeper than two levels.
    const printed = ".then(data => console.log(JSON.stringify(data.status === 200 ? data.result : data.error, null, 2)))";
    expect(envelope.javascript).toContain(printed);
    expect(envelope.node).toContain(printed);
    expect(envelope.python).toContain('print(json.dumps(data["result"] if response.ok else data["error"], indent=2, ensure_ascii=False))');
    expect(envelope.php).toContain("$shown = $data['status'] === 200 ? $data['result'] : $data['error'];");
    expect(envelope.ruby).toContain('puts JSON.pretty_generate(response.is_a?(Net::HTTPSuccess) ? data["result"] : data["error"])');
    expect(envelope.ruby).toContain("require 'json'");
    expect(envelope.go).toContain('\t"encoding/json"');
    expect(envelope.go).toContain("fmt.Println(string(data.Result))");
    expect(envelope.csharp).toContain('GetProperty(response.IsSuccessStatusCode ? "result" : "error")');
    expect(envelope.csharp).not.toContain("EnsureSuccessStatusCode");

    const plain = sourcesById({ ...lookup, responses: petJson });
    for (const [id, source] of Object.entries(plain)) {
      expect([id, /\.result|\["result"\]|\['result'\]|json:"result"|"result"/.test(source)]).toEqual([id, false]);
    }
    expect(plain.javascript).toContain(".then(res => res.json())\n  .then(res => console.log(res))");
    expect(plain.python).toContain("print(response.text)");

    const text = sourcesById({ ...lookup, responses: [{ status: "204", content: [] }] });
    expect(text.javascript).toContain(".then(res => res.text())\n  .then(text => console.log(text))");
    expect(text.node).toContain(".then(res => res.text())");
  });

  it("give up after the same time limit in every language that has a program (the HTTP message has none), with any body", () => {
    const limit: Record<string, string> = {
      curl: "--max-time 10 ",
      wget: "--timeout 10 ",
      httpie: "http --timeout 10 ",
      javascript: "signal: AbortSignal.timeout(10000)",
      node: "signal: AbortSignal.timeout(10000)",
      python: "timeout=10)",
      php: "CURLOPT_TIMEOUT => 10,",
      ruby: "http.read_timeout = 10\n",
      go: "&http.Client{Timeout: 10 * time.Second}",
      java: ".timeout(Duration.ofSeconds(10))",
      csharp: "Timeout = TimeSpan.FromSeconds(10)",
      swift: "request.timeoutInterval = 10",
      kotlin: ".callTimeout(10L, java.util.concurrent.TimeUnit.SECONDS)",
      powershell: "-TimeoutSec 10 ",
      r: "timeout(10))",
      c: "CURLOPT_TIMEOUT, 10L);",
      objc: "timeoutInterval:10.0",
      clojure: ":socket-timeout 10000",
      ocaml: "Lwt_unix.sleep 10. >>= fun () -> Lwt.fail_with",
    };
    for (const operation of [lookup, bulk]) {
      for (const [id, source] of Object.entries(sourcesById(operation))) {
        if (id === "http") continue;
        expect([id, source.includes(limit[id] ?? "(no limit listed for this language)")]).toEqual([id, true]);
      }
    }
  });

  it("are whole programs where the language needs one (Java, C, Objective-C), and Go checks each error", () => {
    const get = sourcesById(lookup);
    expect(get.objc).toMatch(/^#import <Foundation\/Foundation\.h>\n\nint main\(void\) \{\n {4}@autoreleasepool \{\n/);
    expect(get.objc).toContain("dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);");
    expect(get.java).toMatch(
      /^import java\.net\.URI;\n[\s\S]*\npublic class Main \{\n {4}public static void main\(String\[\] args\) throws Exception \{\n/,
    );
    expect(get.java).toContain("// Save as Main.java, then run: java Main.java");
    expect(get.c).toMatch(
      /^\/\/ Save as sample\.c, then build and run: cc sample\.c -lcurl -o sample && \.\/sample\n#include <stdio\.h>\n#include <curl\/curl\.h>\n\nint main\(void\) \{\n/,
    );
    expect(get.c).toContain("curl_easy_cleanup(hnd);\n    return ret == CURLE_OK ? 0 : 1;\n}");
    expect(sourcesById(bulk).c).toContain("curl_slist_free_all(headers);");
    expect(get.c).not.toContain("curl_slist_free_all");
    expect(get.go).not.toMatch(/, _ :?=/);
    expect(get.go.match(/if err != nil \{\n\t\tlog\.Fatal\(err\)\n\t\}/g)).toHaveLength(3);
    // No line of a sample ends in spaces (an indented blank line would).
    for (const operation of [lookup, bulk])
      for (const [id, source] of Object.entries(sourcesById(operation))) expect([id, /[ \t]$/m.test(source)]).toEqual([id, false]);
  });

  it("lets hand-written x-codeSamples replace a language or add tabs", () => {
    const samples = generateCodeSamples(lookup, [
      { lang: "python", label: "Python (httpx)", source: "import httpx" },
      { lang: "swift", label: "Swift (Alamofire)", source: "import Alamofire" },
      { lang: "elixir", label: "Elixir", source: "HTTPoison.get!(url)" },
    ]);
    expect(samples.find((s) => s.id === "python")).toMatchObject({ label: "Python (httpx)", source: "import httpx", placement: "tab" });
    expect(samples.find((s) => s.id === "swift")).toMatchObject({ label: "Swift (Alamofire)", placement: "more" });
    expect(samples.findIndex((s) => s.id === "elixir")).toBe(9);
    expect(samples[9]).toMatchObject({ label: "Elixir", placement: "tab" });
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
