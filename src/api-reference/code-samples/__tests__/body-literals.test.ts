import { execFileSync } from "node:child_process";
import { runInNewContext } from "node:vm";
import { BODIES, bulkSample } from "./awkward-bodies";

// The languages that build a body natively (an object literal, a dict) write each of its strings as
// a literal of the language: each literal is read back by the language itself and must hold the
// string exactly. (samples-run/ runs the whole samples against the contract mock.)

/** The options object of a fetch sample, evaluated as JavaScript. */
const fetchBody = (source: string) => {
  const options = /const options = (\{[\s\S]*?\});\n\nfetch\(/.exec(source)?.[1];
  if (!options) throw new Error(`no options object in\n${source}`);
  return JSON.parse((runInNewContext(`(${options})`, { AbortSignal }) as { body: string }).body) as unknown;
};

/** The payload of a requests sample, read by Python's own parser. */
const pythonPayload = (source: string) => {
  const payload = /^payload = (.*?)\nheaders = /ms.exec(source)?.[1];
  if (!payload) throw new Error(`no payload in\n${source}`);
  const program = "import ast, json, sys\nsys.stdout.write(json.dumps(ast.literal_eval(sys.stdin.read())))";
  return JSON.parse(execFileSync("python3", ["-c", program], { input: payload, encoding: "utf8" })) as unknown;
};

describe("bodies built natively in the samples", () => {
  it.each(Object.entries(BODIES))("JavaScript (fetch) and Node.js hold the body exactly: %s", (_name, value) => {
    expect(fetchBody(bulkSample("javascript", value))).toEqual(value);
    expect(fetchBody(bulkSample("node", value))).toEqual(value);
  });

  it.each(Object.entries(BODIES))("Python (requests) holds the body exactly: %s", (_name, value) => {
    expect(pythonPayload(bulkSample("python", value))).toEqual(value);
  });

  it("writes the description's own bodies as the generator does", () => {
    expect(bulkSample("javascript", BODIES.example)).toContain("body: JSON.stringify({postcodes: ['SE1P 5ZZ', 'B0GUS']})");
    expect(bulkSample("python", BODIES.example)).toContain('payload = { "postcodes": ["SE1P 5ZZ", "B0GUS"] }');
  });

  it("quotes a key only where the language needs it", () => {
    expect(bulkSample("javascript", { "odd key\\": ["x"], plain: ["y"] })).toContain("{'odd key\\\\': ['x'], plain: ['y']}");
    expect(pythonPayload(bulkSample("python", { 'odd "key"\n': ["x"] }))).toEqual({ 'odd "key"\n': ["x"] });
  });
});
