import { type CodeSample, generateCodeSamples } from "../../api-reference/code-samples/generate-code-samples";
import { SAMPLE_LANGUAGE_LIST } from "../../api-reference/code-samples/sample-language-list";
import { ourRecords } from "./our-spec";

type BrowserHighlight = typeof import("../browser-highlight");
type SampleGrammars = typeof import("../sample-grammars");

/**
 * The browser's Prism in a module registry of its own, as a reader's page
 * starts: the build-time highlighter has already run the grammar files for
 * its own Prism, and they register only once per registry.
 */
async function withBrowserPrism(test: (modules: BrowserHighlight & SampleGrammars) => Promise<void>) {
  await jest.isolateModulesAsync(async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- in the isolated registry, not the test file's */
    const highlight = require("../browser-highlight") as BrowserHighlight;
    const grammars = require("../sample-grammars") as SampleGrammars;
    /* eslint-enable @typescript-eslint/no-require-imports */
    await test({ ...highlight, ...grammars });
  });
}

let samples: CodeSample[] = [];
beforeAll(async () => {
  const records = await ourRecords();
  samples = records.operations.flatMap((operation) => generateCodeSamples(operation));
});

const PRISM_LANGUAGES = [...new Set(SAMPLE_LANGUAGE_LIST.map((l) => l.prism))];
/** Highlighted HTML with its token spans taken out: the lines and their escaped text (tokens do not nest). */
const withoutTokens = (html: string) => html.replace(/<span class="token [^"]*">([^<]*)<\/span>/g, "$1");

describe("code samples highlighted in the browser", () => {
  it.each(PRISM_LANGUAGES)("in %s, with only that grammar downloaded, look exactly as the ones highlighted at build time", (language) =>
    withBrowserPrism(async ({ highlightInBrowser, loadSampleGrammar }) => {
      await expect(loadSampleGrammar(language)).resolves.toBe(true);
      for (const sample of samples.filter((s) => s.prism === language)) {
        expect([sample.id, highlightInBrowser(sample.source, sample.prism)]).toEqual([sample.id, sample.html]);
      }
    }),
  );

  it("look the same with every grammar downloaded, whatever the order", () =>
    withBrowserPrism(async ({ highlightInBrowser, loadSampleGrammar }) => {
      for (const language of [...PRISM_LANGUAGES].reverse()) await expect(loadSampleGrammar(language)).resolves.toBe(true);
      for (const sample of samples) {
        expect([sample.id, highlightInBrowser(sample.source, sample.prism)]).toEqual([sample.id, sample.html]);
      }
    }));

  it("are plain text in the same format until their grammar has come, and only that grammar comes", () =>
    withBrowserPrism(async ({ hasGrammar, highlightInBrowser, loadSampleGrammar }) => {
      const php = samples.find((s) => s.prism === "php");
      if (!php) throw new Error("No PHP sample");
      const plain = highlightInBrowser(php.source, "php");
      expect(plain).not.toContain('class="token');
      expect(plain).toBe(withoutTokens(php.html));
      await loadSampleGrammar("php");
      expect(highlightInBrowser(php.source, "php")).toBe(php.html);
      expect(PRISM_LANGUAGES.filter(hasGrammar)).toEqual(["php"]);
    }));
});

describe("downloading a sample language's grammar", () => {
  afterEach(() => jest.dontMock("../prism-grammars/ruby"));

  it("resolves false when the download fails, leaving the samples plain, and tries again next time", () => {
    let attempts = 0;
    jest.doMock("../prism-grammars/ruby", () => {
      attempts += 1;
      if (attempts === 1) throw new Error("Loading chunk prism-ruby failed.");
      return jest.requireActual("../prism-grammars/ruby");
    });
    return withBrowserPrism(async ({ highlightInBrowser, loadSampleGrammar }) => {
      const ruby = samples.find((s) => s.prism === "ruby");
      if (!ruby) throw new Error("No Ruby sample");
      await expect(loadSampleGrammar("ruby")).resolves.toBe(false);
      expect(highlightInBrowser(ruby.source, "ruby")).toBe(withoutTokens(ruby.html));
      await expect(loadSampleGrammar("ruby")).resolves.toBe(true);
      expect(highlightInBrowser(ruby.source, "ruby")).toBe(ruby.html);
      expect(attempts).toBe(2);
    });
  });

  it("asks once for a grammar asked for twice at the same time, and never for a language no sample uses", () =>
    withBrowserPrism(async ({ loadSampleGrammar }) => {
      expect(loadSampleGrammar("go")).toBe(loadSampleGrammar("go"));
      await expect(loadSampleGrammar("go")).resolves.toBe(true);
      await expect(loadSampleGrammar("cobol")).resolves.toBe(false);
    }));
});
