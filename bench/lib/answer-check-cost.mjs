// What checking an answer against its documentation costs the reader's device: the console's answer
// check (src/api-console/answer-check.ts and the validator it shares with the console's input checks),
// compiled here with TypeScript as it is written, run on the largest answers the service gives: a bulk
// lookup of 100 postcodes (the most it takes) and one postcode, with the schemas the built pages carry.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DomUtils, parseDocument } from "htmlparser2";
import ts from "typescript";

const MODULES = [
  "src/api-console/answer-check.ts",
  "src/api-console/answer-status.ts",
  "src/api-console/schema-validator.ts",
  "src/api-console/schema-refs.ts",
  "src/json/json-pointer.ts",
  "src/json/json-values.ts",
];

/** The check's modules as CommonJS in a folder of their own, laid out as in the repository. */
function compileCheck(root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "answer-check-"));
  for (const file of MODULES) {
    const source = readFileSync(path.join(root, file), "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const out = path.join(dir, file.replace(/\.ts$/, ".js"));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, outputText);
  }
  return dir;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds to check each answer (median of `runs`, after a warm-up), from a built site's page data. */
export function answerCheckCost(root, publicDir, runs = 31) {
  const dir = compileCheck(root);
  try {
    const { checkAnswer } = createRequire(import.meta.url)(path.join(dir, "src/api-console/answer-check.js"));
    const operation = (slug) =>
      JSON.parse(readFileSync(path.join(publicDir, "page-data/docs/api", slug, "page-data.json"), "utf8")).result.data.openApiOperation;
    const cases = [];
    for (const [label, slug, grow] of [
      ["one postcode", "lookup-postcode", (body) => body],
      // The bulk example's first entry, 100 times: the most a bulk lookup answers.
      [
        "bulk lookup of 100 postcodes",
        "bulk-postcode-lookup",
        (body) => ({ ...body, result: Array.from({ length: 100 }, () => body.result[0]) }),
      ],
    ]) {
      const op = operation(slug);
      const schemas = new Map(op.schemas.map((s) => [s.name, s.schema]));
      const responses = op.responses.map((r) => ({
        status: r.status,
        content: r.content.map((m) => ({ mediaType: m.mediaType, schema: m.schema })),
      }));
      // The page holds its examples highlighted: their text is the JSON.
      const exampleHtml = op.responses.find((r) => r.status === "200").content[0].examples[0].valueHtml;
      const example = JSON.parse(DomUtils.textContent(parseDocument(exampleHtml)));
      const json = grow(example);
      const answer = { status: 200, contentType: "application/json", text: JSON.stringify(json), json };
      const verdict = checkAnswer(responses, schemas, answer).kind;
      if (verdict !== "matches")
        throw new Error(`The ${label} example does not match its documentation (${verdict}): fix the description or the check.`);
      checkAnswer(responses, schemas, answer);
      const times = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        checkAnswer(responses, schemas, answer);
        times.push(performance.now() - start);
      }
      cases.push({ label, bytes: answer.text.length, ms: median(times) });
    }
    return cases;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
