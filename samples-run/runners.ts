import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import path from "node:path";
import type { SampleLanguageId } from "../src/api-reference/code-samples/sample-language-list";

/**
 * How each language's sample is run by its own program, as a reader runs it: the text the page
 * shows and copies, byte for byte, in a file named as the sample says (Java's Main.java), run by
 * the command the sample names where it names one (C's build line). What a sample prints is read
 * as JSON: the answer's whole body, or the `result` it reads from the envelope.
 */
export interface Runner {
  id: SampleLanguageId;
  /** The program that runs it, for the README's list and the failure messages. */
  program: string;
  /** What the sample prints: the answer's whole body, or the `result` it reads from the envelope. */
  prints: "body" | "result";
  /** Runs the sample, however it ends (see {@link succeeded}). */
  run: (source: string, dir: string) => Promise<Output>;
}

export interface Output {
  stdout: string;
  stderr: string;
  /** How the program ended: its exit code, or the signal that stopped it ("hung" when it outlived RUN_TIMEOUT_MS). */
  exit: number | string;
  /** How long it ran, in milliseconds. */
  ms: number;
  /** The command, to repeat it by hand. */
  command: string;
}

/** A run that takes longer than this has hung (the first Go build takes the longest, about 20 s). */
export const RUN_TIMEOUT_MS = 90_000;

/** The output of a run that exited 0; otherwise an error with what it printed. */
export function succeeded(output: Output): Output {
  if (output.exit === 0) return output;
  throw new Error(
    `${output.command} ${output.exit === "hung" ? `hung: stopped after ${RUN_TIMEOUT_MS} ms` : `exited with ${output.exit}`}\nstdout:\n${output.stdout}\nstderr:\n${output.stderr}`,
  );
}

/** Runs a program with nothing on its standard input (as from a terminal, HTTPie reads no body), however it ends. */
function exec(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Output> {
  const command = `${[file, ...args].join(" ")} (in ${cwd})`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env: { ...runEnvironment(), ...env }, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill("SIGKILL");
    }, RUN_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        exit: hung ? "hung" : (code ?? signal ?? "unknown"),
        ms: performance.now() - started,
        command,
      });
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

/** The JVM's quicker start (first-tier compiler, serial collector): the program is as published. */
const JAVA_FLAGS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
/** The classes the first Java run loaded (the compiler's, the HTTP client's), archived for the runs after it. */
let javaClasses: Promise<string> | null = null;

/**
 * Runs a Java source file. The first run archives the classes it loaded
 * (class data sharing), and the others start from that archive: a quarter
 * quicker each, as they compile a sample in memory with the same compiler.
 */
async function runJava(source: string, dir: string): Promise<Output> {
  if (javaClasses) return exec("java", [...JAVA_FLAGS, `-XX:SharedArchiveFile=${await javaClasses}`, source], dir);
  const archive = path.join(mkdtempSync(path.join(tmpdir(), "samples-java-")), "classes.jsa");
  // -Xlog:cds=off: the archive's warnings (the classes it leaves out) would go to standard output, among the program's.
  const first = exec("java", [...JAVA_FLAGS, "-Xlog:cds=off", `-XX:ArchiveClassesAtExit=${archive}`, source], dir);
  javaClasses = first.then(() => archive);
  return first;
}

/** The line a sample starts with to say how it is run: `// Save as <file>, then <how>: <command>`. */
function howToRun(source: string, language: string): { file: string; command: string } {
  const line = /^\/\/ Save as (\S+), then [^:]+: (.+?)(?: \(.*\))?$/m.exec(source);
  if (!line?.[1] || !line[2]) throw new Error(`The ${language} sample no longer says how to run it ("// Save as …, then …: …").`);
  return { file: line[1], command: line[2] };
}

const shell = (id: SampleLanguageId, program: string): Runner => ({
  id,
  program,
  prints: "body",
  run: (source, dir) => exec("bash", [file(dir, "sample.sh", source)], dir, { HTTPIE_CONFIG_DIR: dir, HOME: dir }),
});

/** The fetch samples, browser's and Node's alike, run by this Node.js. */
const nodeRunner = (id: SampleLanguageId, program: string): Runner => ({
  id,
  program,
  prints: "result",
  run: (source, dir) => exec(process.execPath, [file(dir, "sample.mjs", source)], dir),
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
    run: (source, dir) => exec(pythonWithRequests(), [file(dir, "sample.py", source)], dir),
  },
  {
    id: "php",
    program: "PHP (php-cli with php-curl)",
    prints: "result",
    run: (source, dir) => exec("php", [file(dir, "sample.php", source)], dir),
  },
  { id: "ruby", program: "Ruby", prints: "result", run: (source, dir) => exec("ruby", [file(dir, "sample.rb", source)], dir) },
  {
    id: "go",
    program: "Go (go run)",
    prints: "result",
    run: (source, dir) =>
      exec("go", ["run", file(dir, "main.go", source)], dir, { GOFLAGS: "-mod=mod", GO111MODULE: "off", GOTOOLCHAIN: "local" }),
  },
  {
    id: "java",
    program: "Java 11 or later (java.net.http, run as a single source file)",
    prints: "body",
    run: (source, dir) => {
      const { file: name, command } = howToRun(source, "Java");
      if (command !== `java ${name}`)
        throw new Error(`The Java sample says to run "${command}": samples-run/runners.ts runs "java ${name}".`);
      return runJava(file(dir, name, source), dir);
    },
  },
  {
    id: "r",
    program: "R (Rscript) with httr",
    prints: "body",
    run: (source, dir) => exec("Rscript", [file(dir, "sample.R", source)], dir),
  },
  {
    id: "c",
    program: "C with libcurl (cc, the sample's own build line)",
    prints: "body",
    run: (source, dir) => {
      const { file: name, command } = howToRun(source, "C");
      file(dir, name, source);
      return exec("bash", ["-c", command], dir);
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
        exit: 0,
        ms: 0,
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
