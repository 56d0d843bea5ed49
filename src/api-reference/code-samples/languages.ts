import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet";
import type { TargetId } from "@readme/httpsnippet/targets";
import { BODY_LITERAL_STYLES, exactBodyLiterals } from "./body-literals";
import { indent, SAMPLE_FINISHES, SAMPLE_TIMEOUT_SECONDS } from "./sample-finishes";
import { applyTouches, type Touch } from "./touches";
import type { ResponseKind, SampleRequest } from "./request-model";
import { SAMPLE_LANGUAGE_LIST, type SampleLanguageId, type SampleLanguageInfo } from "./sample-language-list";

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

/**
 * How each touch reads postcodes.io's envelope: `result` on success, `error`
 * otherwise, printed as JSON (indented, as a reader pipes it on to jq or
 * reads it; Node's console.log would cut objects deeper than two levels).
 */
const readEnvelope = {
  javascript: [
    [
      "  .then(res => console.log(res))",
      "  .then(data => console.log(JSON.stringify(data.status === 200 ? data.result : data.error, null, 2)))",
    ],
  ],
  node: [
    [
      "  .then(json => console.log(json))",
      "  .then(data => console.log(JSON.stringify(data.status === 200 ? data.result : data.error, null, 2)))",
    ],
  ],
  python: [
    ["import requests\n", "import json\nimport requests\n"],
    [
      "print(response.text)",
      'data = response.json()\nprint(json.dumps(data["result"] if response.ok else data["error"], indent=2, ensure_ascii=False))',
    ],
  ],
  php: [
    [
      "  echo $response;",
      "  $data = json_decode($response, true);\n  $shown = $data['status'] === 200 ? $data['result'] : $data['error'];\n  echo json_encode($shown, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), \"\\n\";",
    ],
  ],
  ruby: [
    ["require 'net/http'", "require 'net/http'\nrequire 'json'"],
    [
      "puts response.read_body",
      'data = JSON.parse(response.read_body)\nputs JSON.pretty_generate(response.is_a?(Net::HTTPSuccess) ? data["result"] : data["error"])',
    ],
  ],
  // An answer that is not the envelope (a proxy's error page), or one with an error, ends the program with its status.
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
        "\tif err := json.Unmarshal(body, &data); err != nil {",
        '\t\tlog.Fatalf("%s: %s", res.Status, body)',
        "\t}",
        "\tif data.Status != 200 {",
        '\t\tlog.Fatalf("%d: %s", data.Status, data.Error)',
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
 * answer's body, with cohttp's current module for bodies (Cohttp_lwt.Body), or fails after the
 * samples' time limit.
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
        `>>= (fun (_response, body) -> Cohttp_lwt.Body.to_string body)\n>|= print_endline\n|> (fun request -> Lwt.pick [request; Lwt_unix.sleep ${SAMPLE_TIMEOUT_SECONDS}. >>= fun () -> Lwt.fail_with "Timed out"])\n|> Lwt_main.run`,
      ],
    ],
    "OCaml sample",
  )
    .replace(/Cohttp_lwt_body\./g, "Cohttp_lwt.Body.")
    .replace(/\n\n+/g, "\n");
  return `${source.slice(0, at + opens.length)}let () =\n${indent(program, "  ")}`;
}

/** Two finishes, one after the other. */
const then =
  (first: NonNullable<Generator["finish"]>, second: (source: string) => string): NonNullable<Generator["finish"]> =>
  (source, request) =>
    second(first(source, request));

/** The generator of each language: a language without one does not compile. */
const GENERATORS = {
  curl: { target: "shell", client: "curl", finish: then(bodyQuoting.curl, SAMPLE_FINISHES.curl) },
  javascript: {
    target: "javascript",
    client: "fetch",
    touches: { envelope: readEnvelope.javascript, text: readText.javascript },
    finish: then(bodyLiterals.javascript, SAMPLE_FINISHES.javascript),
  },
  node: {
    target: "node",
    client: "fetch",
    touches: { envelope: readEnvelope.node, text: readText.node },
    finish: then(bodyLiterals.javascript, SAMPLE_FINISHES.node),
  },
  python: {
    target: "python",
    client: "requests",
    touches: { envelope: readEnvelope.python },
    finish: then(bodyLiterals.python, SAMPLE_FINISHES.python),
  },
  php: { target: "php", client: "curl", touches: { envelope: readEnvelope.php }, finish: SAMPLE_FINISHES.php },
  ruby: { target: "ruby", client: "native", touches: { envelope: readEnvelope.ruby }, finish: SAMPLE_FINISHES.ruby },
  go: { target: "go", client: "native", touches: { envelope: readEnvelope.go }, finish: SAMPLE_FINISHES.go },
  java: { target: "java", client: "nethttp", finish: SAMPLE_FINISHES.java },
  csharp: { target: "csharp", client: "httpclient", touches: { envelope: readEnvelope.csharp }, finish: SAMPLE_FINISHES.csharp },
  swift: { target: "swift", client: "urlsession", finish: bodyLiterals.swift },
  kotlin: { target: "kotlin", client: "okhttp", finish: SAMPLE_FINISHES.kotlin },
  powershell: { target: "powershell", client: "restmethod", finish: then(bodyQuoting.powershell, SAMPLE_FINISHES.powershell) },
  httpie: { target: "shell", client: "httpie", finish: then(bodyQuoting.httpie, SAMPLE_FINISHES.httpie) },
  wget: { target: "shell", client: "wget", finish: then(bodyQuoting.wget, SAMPLE_FINISHES.wget) },
  r: { target: "r", client: "httr", finish: SAMPLE_FINISHES.r },
  c: { target: "c", client: "libcurl", finish: SAMPLE_FINISHES.c },
  objc: { target: "objc", client: "nsurlsession", finish: then(bodyLiterals.objc, SAMPLE_FINISHES.objc) },
  clojure: { target: "clojure", client: "clj_http", finish: then(bodyLiterals.clojure, SAMPLE_FINISHES.clojure) },
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
