import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet";
import type { TargetId } from "@readme/httpsnippet/targets";
import { BODY_LITERAL_STYLES, exactBodyLiterals } from "./body-literals";
import type { ResponseKind, SampleRequest } from "./request-model";
import { SAMPLE_LANGUAGE_LIST, type SampleLanguageId, type SampleLanguageInfo } from "./sample-language-list";

/**
 * One of our own changes to a generated sample: `find` is replaced by
 * `replace`, and must occur exactly once, so a new version of the generator
 * that writes something else stops the build instead of leaving a sample
 * half changed.
 */
type Touch = readonly [find: string, replace: string];

/** Which of @readme/httpsnippet's targets writes a language, and our touches to its output by kind of response. */
interface Generator {
  target: TargetId;
  client: string;
  /** Options of the target (see @readme/httpsnippet's targets). */
  options?: Record<string, unknown>;
  touches?: Partial<Record<ResponseKind, readonly Touch[]>>;
  /** What we add to every sample of the target, after the touches. */
  finish?: (source: string, request: SampleRequest) => string;
}

/** A language samples are generated in, with its generator. */
export interface SampleLanguage extends SampleLanguageInfo {
  generate: (request: SampleRequest) => string;
}

/** How each touch reads postcodes.io's envelope: `result` on success, `error` otherwise. */
const readEnvelope = {
  javascript: [["  .then(res => console.log(res))", "  .then(data => console.log(data.status === 200 ? data.result : data.error))"]],
  node: [["  .then(json => console.log(json))", "  .then(data => console.log(data.status === 200 ? data.result : data.error))"]],
  python: [["print(response.text)", 'data = response.json()\nprint(data["result"] if response.ok else data["error"])']],
  php: [
    [
      "  echo $response;",
      "  $data = json_decode($response, true);\n  print_r($data['status'] === 200 ? $data['result'] : $data['error']);",
    ],
  ],
  ruby: [
    ["require 'net/http'", "require 'net/http'\nrequire 'json'"],
    [
      "puts response.read_body",
      'data = JSON.parse(response.read_body)\nputs response.is_a?(Net::HTTPSuccess) ? data["result"] : data["error"]',
    ],
  ],
  go: [
    ["import (\n", 'import (\n\t"encoding/json"\n'],
    [
      "\tfmt.Println(string(body))",
      [
        "\tvar data struct {",
        '\t\tStatus int             `json:"status"`',
        '\t\tResult json.RawMessage `json:"result"`',
        '\t\tError  string          `json:"error"`',
        "\t}",
        "\tjson.Unmarshal(body, &data)",
        "\tif data.Status != 200 {",
        "\t\tfmt.Println(data.Status, data.Error)",
        "\t\treturn",
        "\t}",
        "\tfmt.Println(string(data.Result))",
      ].join("\n"),
    ],
  ],
  csharp: [
    ["    response.EnsureSuccessStatusCode();\n", ""],
    [
      "    Console.WriteLine(body);",
      '    using var data = System.Text.Json.JsonDocument.Parse(body);\n    Console.WriteLine(data.RootElement.GetProperty(response.IsSuccessStatusCode ? "result" : "error"));',
    ],
  ],
} satisfies Record<string, readonly Touch[]>;

/** Reading a body that is not JSON: as text. */
const readText = {
  javascript: [
    ["  .then(res => res.json())\n  .then(res => console.log(res))", "  .then(res => res.text())\n  .then(text => console.log(text))"],
  ],
  node: [
    ["  .then(res => res.json())\n  .then(json => console.log(json))", "  .then(res => res.text())\n  .then(text => console.log(text))"],
  ],
} satisfies Record<string, readonly Touch[]>;

/**
 * An HTTP message with the Content-Length header of its body, after the
 * other headers, where the target writes it itself in Node. The length is
 * the body's size in UTF-8 bytes, as it goes on the wire: the target
 * counts one byte per character, which cuts short a body with `Ynys Môn`
 * in it.
 */
function withContentLength(source: string, request: SampleRequest): string {
  if (!request.body || request.headers.some(([name]) => name.toLowerCase() === "content-length")) return source;
  const end = source.indexOf("\r\n\r\n");
  if (end === -1) throw new Error("The HTTP sample has no blank line after its headers: update withContentLength in languages.ts.");
  return `${source.slice(0, end)}\r\nContent-Length: ${utf8Length(request.body)}${source.slice(end)}`;
}

/** Size of a text in UTF-8 bytes, in the browser as in Node. */
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** A POSIX shell word holding `text` exactly: single quotes, each `'` written as `'\''`. Newlines stay as they are. */
export const shellWord = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

/** How the generator quotes a shell word (its helpers/shell.ts `quote`), to find what it wrote. */
const generatorShellQuote = (text: string) => (/^[a-z0-9-_/.@%^=:]+$/i.test(text) ? text : shellWord(text));

/**
 * A PowerShell single-quoted string holding `text` exactly. PowerShell ends
 * such a string at any of its four single-quote characters (' and the
 * typographic ‘ ’ ‚ ‛) unless it is doubled.
 */
export const powershellWord = (text: string) => `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, (quote) => quote + quote)}'`;

/**
 * Bodies in the shell samples, quoted so the shell passes them on exactly.
 * The generator writes curl's here-document with an unquoted `EOF` (the
 * shell then expands `$` and eats a backslash of `\\`), wget's body with
 * each newline as the two characters `\n` inside single quotes (invalid
 * JSON), HTTPie's through `echo` (which zsh and dash read backslash escapes
 * in) and PowerShell's with its quotes not doubled.
 */
const bodyQuoting = {
  curl: (source: string) =>
    source.includes(" @- <<EOF\n") ? applyTouches(source, [[" @- <<EOF\n", " @- <<'EOF'\n"]], "curl sample") : source,
  wget: (source: string, { body }: SampleRequest) =>
    body === null
      ? source
      : applyTouches(
          source,
          [
            [
              `--body-data ${generatorShellQuote(body).replace(/\r/g, "\\r").replace(/\n/g, "\\n")} \\\n`,
              `--body-data ${shellWord(body)} \\\n`,
            ],
          ],
          "wget sample",
        ),
  httpie: (source: string, { body }: SampleRequest) =>
    body === null
      ? source
      : applyTouches(source, [[`echo ${generatorShellQuote(body)} |  \\\n`, `printf '%s\\n' ${shellWord(body)} | \\\n`]], "HTTPie sample"),
  powershell: (source: string, { body }: SampleRequest) =>
    body === null ? source : applyTouches(source, [[`-Body '${body}'`, `-Body ${powershellWord(body)}`]], "PowerShell sample"),
} satisfies Record<string, NonNullable<Generator["finish"]>>;

/** Bodies built natively (an object literal, a dict), each string written as an exact literal. */
const bodyLiterals = Object.fromEntries(
  Object.entries(BODY_LITERAL_STYLES).map(([id, style]) => [
    id,
    (source: string, request: SampleRequest) => exactBodyLiterals(source, request, style, `${id} sample`),
  ]),
) as Record<keyof typeof BODY_LITERAL_STYLES, NonNullable<Generator["finish"]>>;

/**
 * The OCaml target writes a fragment that is not a program: top-level `let … in` after the opens,
 * and a function whose body is a comment. Ours runs the request in Lwt's main loop and prints the
 * answer's body, with cohttp's current module for bodies (Cohttp_lwt.Body).
 */
function completeOcaml(source: string): string {
  const opens = "open Lwt\n\n";
  const at = source.indexOf(opens);
  if (at === -1) throw new Error("OCaml sample: no `open Lwt` before the request: update completeOcaml in languages.ts.");
  const program = applyTouches(
    source.slice(at + opens.length),
    [
      [
        ">>= fun (res, body_stream) ->\n  (* Do stuff with the result *)",
        ">>= (fun (_response, body) -> Cohttp_lwt.Body.to_string body)\n>|= print_endline\n|> Lwt_main.run",
      ],
    ],
    "OCaml sample",
  )
    .replace(/Cohttp_lwt_body\./g, "Cohttp_lwt.Body.")
    .replace(/\n\n+/g, "\n");
  return `${source.slice(0, at + opens.length)}let () =\n${program.replace(/^/gm, "  ")}`;
}

/** The generator of each language: a language without one does not compile. */
const GENERATORS = {
  curl: { target: "shell", client: "curl", finish: bodyQuoting.curl },
  javascript: {
    target: "javascript",
    client: "fetch",
    touches: { envelope: readEnvelope.javascript, text: readText.javascript },
    finish: bodyLiterals.javascript,
  },
  node: { target: "node", client: "fetch", touches: { envelope: readEnvelope.node, text: readText.node }, finish: bodyLiterals.javascript },
  python: { target: "python", client: "requests", touches: { envelope: readEnvelope.python }, finish: bodyLiterals.python },
  php: { target: "php", client: "curl", touches: { envelope: readEnvelope.php } },
  ruby: { target: "ruby", client: "native", touches: { envelope: readEnvelope.ruby } },
  go: { target: "go", client: "native", touches: { envelope: readEnvelope.go } },
  java: { target: "java", client: "nethttp" },
  csharp: { target: "csharp", client: "httpclient", touches: { envelope: readEnvelope.csharp } },
  swift: { target: "swift", client: "urlsession", finish: bodyLiterals.swift },
  kotlin: { target: "kotlin", client: "okhttp" },
  powershell: { target: "powershell", client: "restmethod", finish: bodyQuoting.powershell },
  httpie: { target: "shell", client: "httpie", finish: bodyQuoting.httpie },
  wget: { target: "shell", client: "wget", finish: bodyQuoting.wget },
  r: { target: "r", client: "httr" },
  c: { target: "c", client: "libcurl" },
  objc: { target: "objc", client: "nsurlsession", finish: bodyLiterals.objc },
  clojure: { target: "clojure", client: "clj_http", finish: bodyLiterals.clojure },
  ocaml: { target: "ocaml", client: "cohttp", finish: completeOcaml },
  // The target counts the body with Node's Buffer, which the browser (the API console) does not have, and wrongly: we count it.
  http: { target: "http", client: "http1.1", options: { autoContentLength: false }, finish: withContentLength },
} satisfies Record<SampleLanguageId, Generator>;

/**
 * The request as HAR, the generator's input. The URL goes without its query
 * string and the query as `queryString`: given both, some targets would
 * send the query twice.
 */
export function harRequest(request: SampleRequest): HarRequest {
  return {
    method: request.method,
    url: request.baseUrl,
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: request.headers.map(([name, value]) => ({ name, value })),
    queryString: request.query.map(([name, value]) => ({ name, value })),
    postData: request.body === null ? { mimeType: "" } : { mimeType: request.bodyMediaType ?? "application/json", text: request.body },
    headersSize: -1,
    bodySize: -1,
  };
}

function applyTouches(source: string, touches: readonly Touch[], where: string): string {
  return touches.reduce((code, [find, replace]) => {
    const at = code.indexOf(find);
    if (at === -1 || code.indexOf(find, at + 1) !== -1) {
      throw new Error(
        `${where}: the generated sample no longer contains ${JSON.stringify(find)} exactly once. @readme/httpsnippet changed its output: update the touch in src/api-reference/code-samples/languages.ts.`,
      );
    }
    return `${code.slice(0, at)}${replace}${code.slice(at + find.length)}`;
  }, source);
}

/** Writes one request in one language with @readme/httpsnippet, then applies our touches for the kind of response. */
function generateWith({ target, client, options, touches, finish }: Generator, request: SampleRequest): string {
  const [source] = new HTTPSnippet(harRequest(request)).convert(target, client, options);
  if (typeof source !== "string") throw new Error(`@readme/httpsnippet has no ${target}/${client} target.`);
  const own = touches?.[request.responseKind] ?? [];
  const touched = applyTouches(source.trimEnd(), own, `${target}/${client} sample of ${request.method} ${request.url}`);
  return finish ? finish(touched, request) : touched;
}

/** Every generated language, tabs first, in order. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = SAMPLE_LANGUAGE_LIST.map((language) => ({
  ...language,
  generate: (request: SampleRequest) => generateWith(GENERATORS[language.id], request),
}));
