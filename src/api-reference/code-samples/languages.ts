import type { SampleRequest } from "./request-model";
import { SAMPLE_LANGUAGE_LIST, type SampleLanguageId, type SampleLanguageInfo } from "./sample-language-list";

/** Writes one request as code in one language. */
type Generate = (request: SampleRequest) => string;

/** A language samples are generated in, with its generator. */
export interface SampleLanguage extends SampleLanguageInfo {
  generate: Generate;
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${" ".repeat(spaces)}`);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const dq = (text: string) => JSON.stringify(text);

const curl: Generate = (r) => {
  const lines = [`curl${r.method === "GET" ? "" : ` -X ${r.method}`} ${shellQuote(r.url)}`];
  for (const [k, v] of r.headers) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
  if (r.body !== null) lines.push(`  -d ${shellQuote(r.body)}`);
  return lines.join(" \\\n");
};

const javascript: Generate = (r) => {
  const options: string[] = [];
  if (r.method !== "GET") options.push(`method: ${dq(r.method)}`);
  if (r.headers.length) options.push(`headers: { ${r.headers.map(([k, v]) => `${dq(k)}: ${dq(v)}`).join(", ")} }`);
  if (r.body !== null) options.push(`body: JSON.stringify(${indent(r.body, 2)})`);
  const init = options.length ? `, {\n  ${options.join(",\n  ")},\n}` : "";
  const call = `const response = await fetch(${dq(r.url)}${init});`;
  if (r.responseKind === "text") return [call, "console.log(response.status, await response.text());"].join("\n");
  if (r.responseKind === "json")
    return [call, "if (!response.ok) throw new Error(`HTTP ${response.status}`);", "console.log(await response.json());"].join("\n");
  return [
    call,
    "const data = await response.json();",
    "",
    "if (!response.ok) {",
    "  // Errors come back as { status, error }",
    "  throw new Error(`${data.status}: ${data.error}`);",
    "}",
    "console.log(data.result);",
  ].join("\n");
};

const node: Generate = (r) => {
  const headers = [...r.headers, ...(r.body !== null ? ([["Content-Length", "Buffer.byteLength(body)"]] as [string, string][]) : [])];
  const headerLines = headers.map(([k, v]) => `${dq(k)}: ${k === "Content-Length" ? v : dq(v)}`).join(", ");
  return [
    'import { request } from "node:https";',
    "",
    ...(r.body !== null ? [`const body = JSON.stringify(${indent(r.body, 0)});`, ""] : []),
    `const req = request(${dq(r.url)}, { method: ${dq(r.method)}${headerLines ? `, headers: { ${headerLines} }` : ""} }, (res) => {`,
    '  let raw = "";',
    '  res.setEncoding("utf8");',
    '  res.on("data", (chunk) => (raw += chunk));',
    ...(r.responseKind === "envelope"
      ? [
          '  res.on("end", () => {',
          "    const data = JSON.parse(raw);",
          "    console.log(res.statusCode === 200 ? data.result : data.error);",
          "  });",
        ]
      : ['  res.on("end", () => console.log(res.statusCode, raw));']),
    "});",
    'req.on("error", console.error);',
    r.body !== null ? "req.end(body);" : "req.end();",
  ].join("\n");
};

const python: Generate = (r) => {
  const args = [dq(r.url)];
  const contentHeaders = r.headers.filter(([k]) => !(r.body !== null && k === "Content-Type"));
  if (contentHeaders.length) args.push(`headers={${contentHeaders.map(([k, v]) => `${dq(k)}: ${dq(v)}`).join(", ")}}`);
  if (r.body !== null) args.push(`json=${toPython(r.bodyValue, 4)}`);
  return [
    "import requests",
    "",
    `response = requests.${r.method.toLowerCase()}(${args.length > 1 ? `\n    ${args.join(",\n    ")},\n` : args[0]})`,
    ...{
      envelope: [
        "data = response.json()",
        "",
        "if response.ok:",
        '    print(data["result"])',
        "else:",
        '    print(data["status"], data["error"])',
      ],
      json: ["response.raise_for_status()", "print(response.json())"],
      text: ["print(response.status_code, response.text)"],
    }[r.responseKind],
  ].join("\n");
};

function toPython(value: unknown, depth = 0): string {
  const pad = " ".repeat(depth);
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return dq(value);
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => `${pad}    ${toPython(v, depth + 4)}`).join(",\n")},\n${pad}]` : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([k, v]) => `${pad}    ${dq(k)}: ${toPython(v, depth + 4)}`).join(",\n")},\n${pad}}` : "{}";
}

const php: Generate = (r) => {
  const options = [`CURLOPT_RETURNTRANSFER => true`];
  if (r.method !== "GET") options.push(`CURLOPT_CUSTOMREQUEST => ${dq(r.method)}`);
  if (r.headers.length) options.push(`CURLOPT_HTTPHEADER => [${r.headers.map(([k, v]) => `'${k}: ${v}'`).join(", ")}]`);
  if (r.body !== null) options.push(`CURLOPT_POSTFIELDS => json_encode(${toPhp(r.bodyValue, 4)})`);
  return [
    "<?php",
    `$ch = curl_init('${r.url.replace(/'/g, "\\'")}');`,
    "curl_setopt_array($ch, [",
    ...options.map((o) => `    ${o},`),
    "]);",
    ...(r.responseKind === "envelope"
      ? [
          "$data = json_decode(curl_exec($ch), true);",
          "curl_close($ch);",
          "",
          "if ($data['status'] === 200) {",
          "    print_r($data['result']);",
          "} else {",
          "    echo $data['status'], ': ', $data['error'], PHP_EOL;",
          "}",
        ]
      : [
          "$body = curl_exec($ch);",
          "$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);",
          "curl_close($ch);",
          "",
          "echo $status, PHP_EOL, $body, PHP_EOL;",
        ]),
  ].join("\n");
};

function toPhp(value: unknown, depth = 0): string {
  const pad = " ".repeat(depth);
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((v) => toPhp(v, depth)).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `[\n${entries.map(([k, v]) => `${pad}    '${k}' => ${toPhp(v, depth + 4)}`).join(",\n")},\n${pad}]`;
}

const ruby: Generate = (r) => {
  const klass = r.method.charAt(0) + r.method.slice(1).toLowerCase();
  return [
    'require "net/http"',
    'require "json"',
    "",
    `uri = URI(${dq(r.url)})`,
    `request = Net::HTTP::${klass}.new(uri)`,
    ...r.headers.map(([k, v]) => `request[${dq(k)}] = ${dq(v)}`),
    ...(r.body !== null ? [`request.body = ${dq(JSON.stringify(r.bodyValue))}`] : []),
    "",
    'response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(request) }',
    ...(r.responseKind === "envelope"
      ? [
          "data = JSON.parse(response.body)",
          'puts response.is_a?(Net::HTTPSuccess) ? data["result"] : "#{data["status"]}: #{data["error"]}"',
        ]
      : ["puts response.code, response.body"]),
  ].join("\n");
};

const go: Generate = (r) => {
  const body = r.body !== null ? `strings.NewReader(\`${JSON.stringify(r.bodyValue)}\`)` : "nil";
  return [
    "package main",
    "",
    "import (",
    ...["fmt", "net/http", r.responseKind === "envelope" ? "encoding/json" : "io", ...(r.body !== null ? ["strings"] : [])]
      .sort()
      .map((pkg) => `\t${dq(pkg)}`),
    ")",
    "",
    "func main() {",
    `\treq, err := http.NewRequest(${dq(r.method)}, ${dq(r.url)}, ${body})`,
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    ...r.headers.map(([k, v]) => `\treq.Header.Set(${dq(k)}, ${dq(v)})`),
    "\tres, err := http.DefaultClient.Do(req)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tdefer res.Body.Close()",
    "",
    ...(r.responseKind === "envelope"
      ? [
          "\tvar data struct {",
          '\t\tStatus int             `json:"status"`',
          '\t\tResult json.RawMessage `json:"result"`',
          '\t\tError  string          `json:"error"`',
          "\t}",
          "\tif err := json.NewDecoder(res.Body).Decode(&data); err != nil {",
          "\t\tpanic(err)",
          "\t}",
          "\tif data.Status != 200 {",
          "\t\tfmt.Println(data.Status, data.Error)",
          "\t\treturn",
          "\t}",
          "\tfmt.Println(string(data.Result))",
        ]
      : [
          "\tbody, err := io.ReadAll(res.Body)",
          "\tif err != nil {",
          "\t\tpanic(err)",
          "\t}",
          "\tfmt.Println(res.StatusCode, string(body))",
        ]),
    "}",
  ].join("\n");
};

const java: Generate = (r) => {
  const publisher =
    r.body !== null ? `HttpRequest.BodyPublishers.ofString(${dq(JSON.stringify(r.bodyValue))})` : "HttpRequest.BodyPublishers.noBody()";
  return [
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    "",
    "public class Example {",
    "    public static void main(String[] args) throws Exception {",
    "        HttpRequest request = HttpRequest.newBuilder()",
    `            .uri(URI.create(${dq(r.url)}))`,
    ...r.headers.map(([k, v]) => `            .header(${dq(k)}, ${dq(v)})`),
    `            .method(${dq(r.method)}, ${publisher})`,
    "            .build();",
    "        HttpResponse<String> response = HttpClient.newHttpClient()",
    "            .send(request, HttpResponse.BodyHandlers.ofString());",
    ...(r.responseKind === "envelope" ? ['        // JSON: {"status": ..., "result": ...} or {"status": ..., "error": ...}'] : []),
    '        System.out.println(response.statusCode() + " " + response.body());',
    "    }",
    "}",
  ].join("\n");
};

const csharp: Generate = (r) => {
  const content =
    r.body !== null ? `,\n    Content = new StringContent(${dq(JSON.stringify(r.bodyValue))}, Encoding.UTF8, "application/json"),` : "";
  return [
    "using System.Net.Http;",
    ...(r.body !== null ? ["using System.Text;"] : []),
    ...(r.responseKind === "envelope" ? ["using System.Text.Json;"] : []),
    "",
    "using var client = new HttpClient();",
    `var request = new HttpRequestMessage(new HttpMethod(${dq(r.method)}), ${dq(r.url)})`,
    `{${content ? content.replace(/^,/, "") : ""}`,
    "};",
    ...r.headers.filter(([k]) => !(r.body !== null && k === "Content-Type")).map(([k, v]) => `request.Headers.Add(${dq(k)}, ${dq(v)});`),
    "",
    "using var response = await client.SendAsync(request);",
    ...(r.responseKind === "envelope"
      ? [
          "using var data = JsonDocument.Parse(await response.Content.ReadAsStringAsync());",
          "Console.WriteLine(response.IsSuccessStatusCode",
          '    ? data.RootElement.GetProperty("result").ToString()',
          '    : data.RootElement.GetProperty("error").GetString());',
        ]
      : ["Console.WriteLine((int)response.StatusCode);", "Console.WriteLine(await response.Content.ReadAsStringAsync());"]),
  ].join("\n");
};

/** The generator of each language: a language without one does not compile. */
const GENERATORS = { curl, javascript, node, python, php, ruby, go, java, csharp } satisfies Record<SampleLanguageId, Generate>;

/** Every generated language, in tab order. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = SAMPLE_LANGUAGE_LIST.map((language) => ({
  ...language,
  generate: GENERATORS[language.id],
}));
