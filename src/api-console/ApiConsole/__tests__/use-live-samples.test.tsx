import { act, renderHook, waitFor } from "@testing-library/react";
import type * as sampleWriter from "../../sample-writer";
import { CodeLanguageProvider, useCodeLanguage } from "../../../state/code-language";
import type { CodeSampleView, SampleRewrite } from "../../../api-reference/CodeSamples";
import { shownLiveGrammar, useLiveSamples } from "../use-live-samples";
import { LOOKUP_URL, lookupRequest } from "./console-fixtures";

const URL = LOOKUP_URL;
const request = lookupRequest;

const built = (id: string, label: string, prism: string, live = true): CodeSampleView => ({
  id,
  label,
  prism,
  languageLabel: label,
  html: `<span class="code-line">${label}, as built</span>`,
  live,
});

/** The page's samples: two generated tabs and a hand-written one (which the console leaves as it is); Swift is in the More menu. */
const SAMPLES = [built("curl", "cURL", "bash"), built("python", "Python", "python"), built("php", "PHP", "php", false)];
const MORE = [{ id: "swift" }];
const SWIFT = built("swift", "Swift", "swift");

const GRAMMAR_CHUNK = "../../prism-grammars/python";
const WRITER_CHUNK = "../../live-samples";

/** The hook on the page's samples, with the reader's language to read and change. */
function renderLiveSamples() {
  const onSampleRewrite = jest.fn<void, [SampleRewrite | null]>();
  const view = renderHook(
    () => {
      const writer = useLiveSamples(request, SAMPLES, MORE, onSampleRewrite);
      return { writer, ...useCodeLanguage() };
    },
    { wrapper: CodeLanguageProvider },
  );
  /** A sample as the page shows it now: written again by the latest rewrite handed over. */
  const latest = (id: string) => {
    const rewrite = onSampleRewrite.mock.lastCall?.[0];
    if (!rewrite) return "";
    return rewrite([...SAMPLES, SWIFT]).find((s) => s.id === id)?.html ?? "";
  };
  return { ...view, onSampleRewrite, latest };
}

const isHighlighted = (html: string) => html.includes('class="token');

describe("the sample on screen while the console is open", () => {
  it("is the More language the reader chose, else the tab in their language or the first, and none when hand-written", () => {
    expect(shownLiveGrammar(SAMPLES, MORE, "swift")).toBe("swift");
    expect(shownLiveGrammar(SAMPLES, MORE, "python")).toBe("python");
    expect(shownLiveGrammar(SAMPLES, MORE, "kotlin")).toBe("bash");
    expect(shownLiveGrammar(SAMPLES, MORE, null)).toBe("bash");
    expect(shownLiveGrammar(SAMPLES, MORE, "php")).toBeNull();
  });
});

describe("the console's live code samples", () => {
  // In this order: the grammars downloaded stay, for the visit, as in a reader's browser.
  it("leave the page's samples until the generators and the shown one's grammar have come, then are highlighted in that language only", async () => {
    const { result, onSampleRewrite, latest } = renderLiveSamples();
    expect(onSampleRewrite).not.toHaveBeenCalled();
    await waitFor(() => expect(onSampleRewrite).toHaveBeenCalled());
    expect(onSampleRewrite).toHaveBeenCalledTimes(1);
    expect(result.current.writer?.curlCommand(request)).toContain(URL);
    expect(isHighlighted(latest("curl"))).toBe(true);
    expect(latest("curl")).toContain(URL);
    expect(latest("python")).toMatch(/^<span class="code-line">import json<\/span>\n<span class="code-line">import requests<\/span>\n/);
    expect(latest("python")).toContain(URL);
    expect(isHighlighted(latest("python"))).toBe(false);
    expect(latest("php")).toBe(SAMPLES[2].html);
  });

  it("download the grammar of a More language when it is chosen", async () => {
    const { result, latest } = renderLiveSamples();
    await waitFor(() => expect(isHighlighted(latest("curl"))).toBe(true));
    expect(isHighlighted(latest("swift"))).toBe(false);
    act(() => result.current.setLanguage("swift"));
    await waitFor(() => expect(isHighlighted(latest("swift"))).toBe(true));
    expect(latest("swift")).toContain(URL);
  });

  it("stay plain when a grammar fails to download, and are highlighted when it comes on a later selection", async () => {
    let fail = true;
    let attempts = 0;
    jest.doMock(GRAMMAR_CHUNK, () => {
      attempts += 1;
      if (fail) throw new Error("Loading chunk prism-python failed.");
      return jest.requireActual(GRAMMAR_CHUNK);
    });
    const { result, onSampleRewrite, latest } = renderLiveSamples();
    await waitFor(() => expect(onSampleRewrite).toHaveBeenCalled());
    act(() => result.current.setLanguage("python"));
    await waitFor(() => expect(attempts).toBe(1));
    await act(async () => {});
    expect(latest("python")).toContain(URL);
    expect(isHighlighted(latest("python"))).toBe(false);
    expect(isHighlighted(latest("curl"))).toBe(true);

    fail = false;
    act(() => result.current.setLanguage("curl"));
    act(() => result.current.setLanguage("python"));
    await waitFor(() => expect(isHighlighted(latest("python"))).toBe(true));
    expect(attempts).toBe(2);
    jest.dontMock(GRAMMAR_CHUNK);
  });

  it("hand the page nothing more once the console has closed", async () => {
    const { unmount, onSampleRewrite } = renderLiveSamples();
    await waitFor(() => expect(onSampleRewrite).toHaveBeenCalled());
    unmount();
    expect(onSampleRewrite).toHaveBeenLastCalledWith(null);
  });
});

describe("the generators' chunk", () => {
  it("is downloaded once, and again after a failure", async () => {
    await jest.isolateModulesAsync(async () => {
      let attempts = 0;
      jest.doMock(WRITER_CHUNK, () => {
        attempts += 1;
        if (attempts === 1) throw new Error("Loading chunk sample-generators failed.");
        return { liveSamples: jest.fn(), curlCommand: jest.fn() };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- in the isolated registry, with the chunk that fails once
      const { loadSampleWriter } = require("../../sample-writer") as typeof sampleWriter;
      await expect(loadSampleWriter()).rejects.toThrow("sample-generators");
      const [first, second] = [loadSampleWriter(), loadSampleWriter()];
      expect(first).toBe(second);
      await expect(first).resolves.toHaveProperty("curlCommand");
      expect(attempts).toBe(2);
      jest.dontMock(WRITER_CHUNK);
    });
  });
});
