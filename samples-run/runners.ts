import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import type { SampleLanguageId } from "../src/api-reference/code-samples/sample-language-list";

/**
 * How each language's sample is run by its own program, as a reader runs it. Where a sample is a
 * fragment (Java's and C's statements), it goes into the smallest program that holds it, as the
 * reader puts it. What a sample prints is read as JSON: where a language prints a value in its own
 * notation (Python's print, PHP's print_r, Ruby's puts, console.log), a line put before the sample
 * makes that one call write JSON instead; the sample itself is run as published.
 */
export interface Runner {
  id: SampleLanguageId;
  /** The program that runs it, for the README's list and the failure messages. */
  program: string;
  /** What the sample prints: the answer's whole body, or the `result` it reads from the envelope. */
  prints: "body" | "result";
  run: (source: string, dir: string) => Promise<Output>;
}

export interface Output {
  stdout: string;
  stderr: string;
  /** The command, to repeat it by hand. */
  command: string;
}

/** A run that takes longer than this has hung (the first Go build takes the longest, about 20 s). */
const RUN_TIMEOUT_MS = 90_000;

/** Runs a program with nothing on its standard input (as from a terminal, HTTPie reads no body); fails with its output when it exits non-zero or hangs. */
function exec(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Output> {
  const command = [file, ...args].join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env: { ...runEnvironment(), ...env }, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) resolve({ stdout, stderr, command });
      else
        reject(
          new Error(
            `${command} (in ${cwd}) ${signal === "SIGKILL" ? `hung: stopped after ${RUN_TIMEOUT_MS} ms` : `exited with ${code ?? signal}`}\nstdout:\n${stdout}\nstderr:\n${stderr}`,
          ),
        );
    });
  });
}

/** The environment of every run: no proxy (the mock is on loopback), no colour, no user settings. */
function runEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (/^(https?|all|no)_proxy$/i.test(name)) delete env[name];
  return { ...env, NO_COLOR: "1", LC_ALL: "C.UTF-8", LANG: "C.UTF-8" };
}

const file = (dir: string, name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

/** The first Python 3 with requests: the one on PATH, else Debian's (scripts/ensure-sample-runtimes.sh installs it there). */
let python: string | undefined;
function pythonWithRequests(): string {
  if (python) return python;
  for (const candidate of ["python3", "/usr/bin/python3"]) {
    try {
      execFileSync(candidate, ["-c", "import requests"], { stdio: "ignore" });
      return (python = candidate);
    } catch {
      continue;
    }
  }
  throw new Error("No Python 3 with requests: run scripts/ensure-sample-runtimes.sh.");
}

const shell = (id: SampleLanguageId, program: string): Runner => ({
  id,
  program,
  prints: "body",
  run: (source, dir) => exec("bash", [file(dir, "sample.sh", `${source}\n`)], dir, { HTTPIE_CONFIG_DIR: dir, HOME: dir }),
});

/** console.log writes JSON (Node's own format cuts objects deeper than two levels). */
const JS_PRINTS_JSON = "console.log = (value) => process.stdout.write(JSON.stringify(value));\n";

/** The fetch samples, browser's and Node's alike, run by this Node.js. */
const nodeRunner = (id: SampleLanguageId, program: string): Runner => ({
  id,
  program,
  prints: "result",
  run: (source, dir) => exec(process.execPath, [file(dir, "sample.mjs", JS_PRINTS_JSON + source)], dir),
});

export const RUNNERS: readonly Runner[] = [
  shell("curl", "curl"),
  shell("wget", "wget"),
  shell("httpie", "HTTPie (http)"),
  nodeRunner("javascript", "Node.js (its fetch is the browser's API)"),
  nodeRunner("node", "Node.js"),
  {
    id: "python",
    program: "Python 3 with requests",
    prints: "result",
    run: (source, dir) =>
      exec(
        pythonWithRequests(),
        [
          file(
            dir,
            "sample.py",
            `import builtins, json, sys\nbuiltins.print = lambda value: sys.stdout.write(json.dumps(value))\n${source}\n`,
          ),
        ],
        dir,
      ),
  },
  {
    id: "php",
    program: "PHP (php-cli with php-curl)",
    prints: "result",
    // A namespace of its own: the sample's print_r is this one, its curl_* functions PHP's own.
    run: (source, dir) => {
      if (!source.startsWith("<?php\n")) throw new Error("The PHP sample no longer starts with <?php: update samples-run/runners.ts.");
      const prelude = "<?php\nnamespace SampleRun;\nfunction print_r($value) { echo json_encode($value, JSON_UNESCAPED_UNICODE); }\n";
      return exec("php", [file(dir, "sample.php", prelude + source.slice("<?php\n".length))], dir);
    },
  },
  {
    id: "ruby",
    program: "Ruby",
    prints: "result",
    run: (source, dir) =>
      exec("ruby", [file(dir, "sample.rb", `require 'json'\ndef puts(value) = $stdout.write(JSON.generate(value))\n${source}\n`)], dir),
  },
  {
    id: "go",
    program: "Go (go run)",
    prints: "result",
    run: (source, dir) =>
      exec("go", ["run", file(dir, "sample.go", `${source}\n`)], dir, { GOFLAGS: "-mod=mod", GO111MODULE: "off", GOTOOLCHAIN: "local" }),
  },
  {
    id: "java",
    program: "Java 11 or later (java.net.http, run as a single source file)",
    prints: "body",
    run: (source, dir) => {
      const program = [
        "import java.net.URI;",
        "import java.net.http.HttpClient;",
        "import java.net.http.HttpRequest;",
        "import java.net.http.HttpResponse;",
        "",
        "public class Sample {",
        "  public static void main(String[] args) throws Exception {",
        source.replace(/^/gm, "    "),
        "  }",
        "}",
      ].join("\n");
      // The JVM's quicker start (first-tier compiler, serial collector): the program is as published.
      return exec("java", ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", file(dir, "Sample.java", `${program}\n`)], dir);
    },
  },
  {
    id: "r",
    program: "R (Rscript) with httr",
    prints: "body",
    // Rscript prints a top-level value in R's notation ([1] "…"): the sample's last value is written as it is.
    run: (source, dir) => {
      const sample = file(dir, "sample.R", `${source}\n`);
      const wrapper = [
        `for (expression in parse(${JSON.stringify(sample)})) {`,
        "  shown <- withVisible(eval(expression, globalenv()))",
        "  if (shown$visible) cat(shown$value)",
        "}",
      ].join("\n");
      return exec("Rscript", [file(dir, "run.R", `${wrapper}\n`)], dir);
    },
  },
  {
    id: "c",
    program: "C with libcurl (gcc)",
    prints: "body",
    run: async (source, dir) => {
      const program = [
        "#include <stdio.h>",
        "#include <curl/curl.h>",
        "",
        "int main(void) {",
        source.replace(/^/gm, "  "),
        "  return ret == CURLE_OK ? 0 : 1;",
        "}",
      ].join("\n");
      const binary = path.join(dir, "sample");
      await exec("gcc", ["-o", binary, file(dir, "sample.c", `${program}\n`), "-lcurl"], dir);
      return exec(binary, [], dir);
    },
  },
  {
    id: "http",
    program: "the HTTP message itself, written to a TCP socket",
    prints: "body",
    run: async (source) => sendMessage(source),
  },
];

/**
 * Sends a raw HTTP/1.1 message to the host and port of its Host header and returns the answer's
 * body. A message without a body ends with a blank line, as a reader typing it ends it.
 */
function sendMessage(message: string): Promise<Output> {
  const host = /^Host: ([^:\r\n]+):(\d+)\r?$/m.exec(message);
  if (!host) return Promise.reject(new Error(`The HTTP sample has no Host header with a port:\n${message}`));
  const [, hostname = "", port = ""] = host;
  const wire = /\r\n\r\n/.test(message) ? message : `${message}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer to the HTTP sample within ${RUN_TIMEOUT_MS} ms:\n${Buffer.concat(chunks).toString("utf8")}`));
    }, RUN_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf("\r\n\r\n");
      resolve({
        stdout: answer.subarray(end + 4).toString("utf8"),
        stderr: answer.subarray(0, end).toString("utf8"),
        command: "a TCP socket",
      });
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /^content-length: *(\d+)\r?$/im.exec(answer.subarray(0, end).toString("latin1"));
      if (length && answer.length - end - 4 >= Number(length[1])) finish();
    });
    socket.on("end", finish);
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(wire);
  });
}
