import { SAMPLE_LANGUAGES } from "../languages";
import { buildSampleRequest, type SampleOperation } from "../request-model";

/** Bodies a reader may send or type in the console: the example, and every character shells and string literals treat specially. */
export const BODIES: Record<string, unknown> = {
  example: { postcodes: ["SE1P 5ZZ", "B0GUS"] },
  "quotes, a newline and Welsh": { postcodes: ['it\'s "Ynys Môn"\nnext line'] },
  "shell expansions": { postcodes: ["$HOME", "`id`", "$(id)", "!!", "EOF"] },
  "an apostrophe with expansions": { postcodes: ["it's $HOME", "`id`", "a\\b"] },
  "backslashes and escapes": { postcodes: ["C:\\temp\\n", "tab\there", "\\\\"] },
  "typographic quotes": { postcodes: ["Bishop’s Stortford", "‘x’", "‚y‛"] },
  "a backslash before a quote, line separators": { postcodes: ["a\\'b", 'c\\"d', "e\u2028f\u2029g", "\r\n"] },
  "the end of a statement": { postcodes: ["};", "});\n\nfetch(x)"] },
};

const bulk = (value: unknown): SampleOperation => ({
  method: "post",
  path: "/postcodes",
  servers: ["https://api.postcodes.io"],
  parameters: [],
  requestBody: { content: [{ mediaType: "application/json", examples: [{ value }] }] },
  responses: [{ status: "200", content: [{ mediaType: "application/json", examples: [{ value: { status: 200, result: [] } }] }] }],
});

/** The sample of a bulk lookup with `value` as its body, in language `id`. */
export const bulkSample = (id: string, value: unknown) => {
  const language = SAMPLE_LANGUAGES.find((l) => l.id === id);
  if (!language) throw new Error(`no ${id} language`);
  return language.generate(buildSampleRequest(bulk(value)));
};
