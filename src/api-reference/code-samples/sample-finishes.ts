import { applyTouches, type Touch } from "./touches";

/**
 * What a sample gets after the generator, whatever the response: a time
 * limit, so a request to a server that does not answer ends; its failures
 * reported as its language's users expect (an error on standard error and a
 * non-zero exit, not a crash on a missing response); and, where the
 * generator writes statements, the whole program around them, so the text a
 * reader copies compiles and runs as it is. samples-run/ runs every one of
 * them as published, against the mock, a server that is down, one that
 * answers 500 and one that never answers.
 */

/** How long a sample waits for the whole answer before it gives up. */
export const SAMPLE_TIMEOUT_SECONDS = 10;
const S = SAMPLE_TIMEOUT_SECONDS;

/** Go's check after each step that can fail: the error on standard error, exit 1. */
const GO_FAIL = "\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n";

/** Go: the error of each step checked (log.Fatal, as Go programs do), and a client with a time limit. */
const GO_CHECKS: readonly Touch[] = [
  ["import (\n", 'import (\n\t"log"\n\t"time"\n'],
  [/req, _ := http\.NewRequest\((.*)\)\n/, `req, err := http.NewRequest($1)\n${GO_FAIL}`],
  [
    "res, _ := http.DefaultClient.Do(req)\n",
    `client := &http.Client{Timeout: ${S} * time.Second}\n\tres, err := client.Do(req)\n${GO_FAIL}`,
  ],
  ["body, _ := io.ReadAll(res.Body)\n", `body, err := io.ReadAll(res.Body)\n${GO_FAIL}`],
];

/** The import block in gofmt's order (it sorts the paths), as a Go reader's editor would leave it. */
function sortGoImports(source: string): string {
  return source.replace(
    /^import \(\n([^)]*)\)/m,
    (_, paths: string) => `import (\n${paths.split("\n").filter(Boolean).sort().join("\n")}\n)`,
  );
}

/** fetch: the options get `signal: AbortSignal.timeout(…)`, on their one line or as a line of their own. */
function fetchTimeout(source: string): string {
  const start = source.indexOf("const options = {");
  // The options end where the call begins: a `};` inside a body's string cannot be taken for their end.
  const end = start === -1 ? -1 : source.indexOf("};\n\nfetch(", start);
  if (start === -1 || end === -1)
    throw new Error("fetch sample: no `const options = {…};`: update fetchTimeout in src/api-reference/code-samples/sample-finishes.ts.");
  const signal = `signal: AbortSignal.timeout(${S * 1000})`;
  const options = source.slice(start, end);
  const added = options.includes("\n") ? `${options.replace(/\n$/, "")},\n  ${signal}\n` : `${options}, ${signal}`;
  return `${source.slice(0, start)}${added}${source.slice(end)}`;
}

/** clj-http: the time limits as options of the call, in its options map, or in one of their own. */
function clojureTimeout(source: string): string {
  const options = `:socket-timeout ${S * 1000} :connection-timeout ${S * 1000}`;
  const bare = /(\(client\/\w+ "[^"\n]*")\)/;
  if (bare.test(source)) return applyTouches(source, [[bare, `$1 {${options}})`]], "Clojure sample");
  const opening = /^(\(client\/\w+ "[^"\n]*" \{)/m.exec(source)?.[1];
  if (!opening)
    throw new Error("Clojure sample: no clj-http call: update clojureTimeout in src/api-reference/code-samples/sample-finishes.ts.");
  const align = " ".repeat(opening.length);
  return applyTouches(
    source,
    [[opening, `${opening}:socket-timeout ${S * 1000}\n${align}:connection-timeout ${S * 1000}\n${align}`]],
    "Clojure sample",
  );
}

/** Indents each line that has text: blank lines stay empty, with no trailing spaces. */
export const indent = (text: string, by: string) => text.replace(/^(?=.)/gm, by);

/** The file a Java sample is saved as: the name of its public class. */
const JAVA_FILE = "Main.java";
/** How a reader builds and runs the C sample, as its first line says; samples-run/ runs this line. */
const C_BUILD_AND_RUN = "cc sample.c -lcurl -o sample && ./sample";

/** Java: a time limit on connecting and on the request, and the class and `main` around the statements. */
function wholeJava(source: string): string {
  const statements = applyTouches(
    source,
    [
      [/( {4}\.uri\(URI\.create\(.*\)\)\n)/, `$1    .timeout(Duration.ofSeconds(${S}))\n`],
      [
        "HttpResponse<String> response = HttpClient.newHttpClient().send(",
        `HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(${S})).build();\nHttpResponse<String> response = client.send(`,
      ],
    ],
    "Java sample",
  );
  return [
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    "import java.time.Duration;",
    "",
    `// Save as ${JAVA_FILE}, then run: java ${JAVA_FILE} (Java 11 or later)`,
    "public class Main {",
    "    public static void main(String[] args) throws Exception {",
    indent(statements, "        "),
    "    }",
    "}",
  ].join("\n");
}

/** C: a time limit, the failure said on standard error, what was allocated freed, and `main` around the statements. */
function wholeC(source: string): string {
  const statements = applyTouches(
    source,
    [[/(curl_easy_setopt\(hnd, CURLOPT_URL, .*\);\n)/, `$1curl_easy_setopt(hnd, CURLOPT_TIMEOUT, ${S}L);\n`]],
    "C sample",
  );
  const freeHeaders = statements.includes("struct curl_slist *headers") ? ["curl_slist_free_all(headers);"] : [];
  const after = [
    "if (ret != CURLE_OK)",
    '    fprintf(stderr, "Request failed: %s\\n", curl_easy_strerror(ret));',
    ...freeHeaders,
    "curl_easy_cleanup(hnd);",
    "return ret == CURLE_OK ? 0 : 1;",
  ].join("\n");
  return [
    `// Save as sample.c, then build and run: ${C_BUILD_AND_RUN}`,
    "#include <stdio.h>",
    "#include <curl/curl.h>",
    "",
    "int main(void) {",
    indent(`${statements}\n${after}`, "    "),
    "}",
  ].join("\n");
}

/** What the generator writes after the request in Objective-C: a task whose handler logs the response's headers, not its body. */
const OBJC_TASK = [
  "NSURLSession *session = [NSURLSession sharedSession];",
  "NSURLSessionDataTask *dataTask = [session dataTaskWithRequest:request",
  "                                            completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {",
  "                                                if (error) {",
  '                                                    NSLog(@"%@", error);',
  "                                                } else {",
  "                                                    NSHTTPURLResponse *httpResponse = (NSHTTPURLResponse *) response;",
  '                                                    NSLog(@"%@", httpResponse);',
  "                                                }",
  "                                            }];",
  "[dataTask resume];",
].join("\n");

/** Objective-C: `main` around the statements; the body printed, a failure said, and the program waits for the answer. */
function wholeObjc(source: string): string {
  const at = source.indexOf(OBJC_TASK);
  const imports = "#import <Foundation/Foundation.h>\n\n";
  if (!source.startsWith(imports) || at === -1 || at + OBJC_TASK.length !== source.length)
    throw new Error(
      "Objective-C sample: the generator no longer ends with its data task: update wholeObjc in src/api-reference/code-samples/sample-finishes.ts.",
    );
  const task = [
    "NSURLSession *session = [NSURLSession sharedSession];",
    "dispatch_semaphore_t done = dispatch_semaphore_create(0);",
    "__block int status = 1;",
    "NSURLSessionDataTask *dataTask = [session dataTaskWithRequest:request",
    "                                            completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {",
    "    if (error) {",
    '        NSLog(@"Request failed: %@", error.localizedDescription);',
    "    } else {",
    '        printf("%s\\n", [[[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding] UTF8String]);',
    "        status = 0;",
    "    }",
    "    dispatch_semaphore_signal(done);",
    "}];",
    "[dataTask resume];",
    "dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);",
    "return status;",
  ].join("\n");
  const statements = `${source.slice(imports.length, at)}${task}`;
  return `${imports}int main(void) {\n    @autoreleasepool {\n${indent(statements, "        ")}\n    }\n}`;
}

/** Where the sample fails/** The finish of each language that gets one (after the body's quoting and literals). */
export const SAMPLE_FINISHES = {
  curl: (source: string) => applyTouches(source, [[/^curl /, `curl --max-time ${S} `]], "curl sample"),
  // --no-verbose for --quiet: a failure is said (--quiet says nothing), and only a line after a success. --tries 1: wget
  // tries 20 times by default after a time-out. --content-on-error: the body of a 4xx or 5xx is written too (it holds
  // the error's message).
  wget: (source: string) =>
    applyTouches(
      source,
      [["wget --quiet \\\n", `wget --no-verbose \\\n  --timeout ${S} \\\n  --tries 1 \\\n  --content-on-error \\\n`]],
      "wget sample",
    ),
  httpie: (source: string) => applyTouches(source, [[/(^|\n| )http ([A-Z]+) /, `$1http --timeout ${S} $2 `]], "HTTPie sample"),
  javascript: fetchTimeout,
  // Node: a failed request also fails the program (exit 1), as a script in a pipeline or CI should.
  node: (source: string) =>
    applyTouches(
      fetchTimeout(source),
      [["  .catch(err => console.error(err));", "  .catch(err => {\n    console.error(err);\n    process.exitCode = 1;\n  });"]],
      "Node.js sample",
    ),
  python: (source: string) => applyTouches(source, [[/^(response = requests\.\w+\(.*)\)$/m, `$1, timeout=${S})`]], "Python sample"),
  php: (source: string) =>
    applyTouches(
      source,
      [
        ["CURLOPT_TIMEOUT => 30,", `CURLOPT_TIMEOUT => ${S},`],
        ['  echo "cURL Error #:" . $err;', '  fwrite(STDERR, "Request failed: $err\\n");\n  exit(1);'],
      ],
      "PHP sample",
    ),
  ruby: (source: string) =>
    applyTouches(
      source,
      // max_retries 0: Net::HTTP sends a GET again after a read time-out, which would double the wait.
      [
        [
          "http = Net::HTTP.new(url.host, url.port)\n",
          `http = Net::HTTP.new(url.host, url.port)\nhttp.open_timeout = ${S}\nhttp.read_timeout = ${S}\nhttp.max_retries = 0\n`,
        ],
      ],
      "Ruby sample",
    ),
  go: (source: string) => sortGoImports(applyTouches(source, GO_CHECKS, "Go sample")),
  java: wholeJava,
  // cat: the body as it is (Rscript prints a bare value in R's notation, [1] "…", with its quotes escaped).
  r: (source: string) =>
    applyTouches(
      source,
      [
        [/^(response <- VERB\(.*)\)$/m, `$1, timeout(${S}))`],
        [/^content\(response, "text"\)$/m, 'cat(content(response, "text", encoding = "UTF-8"))'],
      ],
      "R sample",
    ),
  c: wholeC,
  csharp: (source: string) =>
    applyTouches(
      source,
      [["var client = new HttpClient();", `var client = new HttpClient { Timeout = TimeSpan.FromSeconds(${S}) };`]],
      "C# sample",
    ),
  kotlin: (source: string) =>
    applyTouches(
      source,
      [
        [
          "val client = OkHttpClient()",
          `val client = OkHttpClient.Builder()\n  .callTimeout(${S}L, java.util.concurrent.TimeUnit.SECONDS)\n  .build()`,
        ],
      ],
      "Kotlin sample",
    ),
  clojure: clojureTimeout,
  objc: wholeObjc,
  powershell: (source: string) => applyTouches(source, [[" -Method ", ` -TimeoutSec ${S} -Method `]], "PowerShell sample"),
} satisfies Record<string, (source: string) => string>;
