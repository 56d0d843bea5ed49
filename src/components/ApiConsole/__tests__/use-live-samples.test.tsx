import { act, renderHook, waitFor } from "@testing-library/react";
import type { SampleRequest } from "../../../api-reference/code-samples/request-model";
import { CodeLanguageProvider, useCodeLanguage } from "../../../state/code-language";
import type { CodeSampleView } from "../../CodeSamples";
import { useLiveSamples } from "../use-live-samples";

const request: SampleRequest = {
  method: "GET",
  url: "https://api.postcodes.io/postcodes/SW1A%201AA",
  headers: [],
  body: null,
  bodyValue: null,
  responseKind: "envelope",
};

const built = (id: string, label: string, prism: string, live = true): CodeSampleView => ({
  id,
  label,
  prism,
  languageLabel: label,
  html: `<span class="code-line">${label}, as built</span>`,
  live,
});

/** The page's samples: two generated ones and a hand-written one (which the console leaves as it is). */
const SAMPLES = [built("curl", "cURL", "bash"), built("python", "Python", "python"), built("php", "PHP", "php", false)];

const GRAMMAR_CHUNK = "../../../api-console/prism-grammars/python";

/** The hook on the page's samples, with the reader's language to read and change. */
function renderLiveSamples() {
  const onSamples = jest.fn<void, [CodeSampleView[] | null]>();
  const view = renderHook(
    () => {
      useLiveSamples(request, SAMPLES, onSamples);
      return useCodeLanguage();
    },
    { wrapper: CodeLanguageProvider },
  );
  const latest = (id: string) => onSamples.mock.lastCall?.[0]?.find((s) => s.id === id)?.html ?? "";
  return { ...view, onSamples, latest };
}

const isHighlighted = (html: string) => html.includes('class="token');

describe("the console's live code samples", () => {
  // In this order: the grammars downloaded stay, for the visit, as in a reader's browser.
  it("leave the page's samples until the shown one's grammar has come, then are highlighted in that language only", async () => {
    const { onSamples, latest } = renderLiveSamples();
    expect(onSamples).not.toHaveBeenCalled();
    await waitFor(() => expect(onSamples).toHaveBeenCalled());
    expect(onSamples).toHaveBeenCalledTimes(1);
    expect(isHighlighted(latest("curl"))).toBe(true);
    expect(latest("curl")).toContain("https://api.postcodes.io/postcodes/SW1A%201AA");
    expect(latest("python")).toMatch(/^<span class="code-line">import requests<\/span>\n/);
    expect(latest("python")).toContain('requests.get("https://api.postcodes.io/postcodes/SW1A%201AA")');
    expect(isHighlighted(latest("python"))).toBe(false);
    expect(latest("php")).toBe(SAMPLES[2].html);
  });

  it("stay plain when a grammar fails to download, and are highlighted when it comes on a later selection", async () => {
    let fail = true;
    let attempts = 0;
    jest.doMock(GRAMMAR_CHUNK, () => {
      attempts += 1;
      if (fail) throw new Error("Loading chunk prism-python failed.");
      return jest.requireActual(GRAMMAR_CHUNK);
    });
    const { result, onSamples, latest } = renderLiveSamples();
    await waitFor(() => expect(onSamples).toHaveBeenCalled());
    act(() => result.current.setLanguage("python"));
    await waitFor(() => expect(attempts).toBe(1));
    await act(async () => {});
    expect(latest("python")).toContain('requests.get("https://api.postcodes.io/postcodes/SW1A%201AA")');
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
    const { unmount, onSamples } = renderLiveSamples();
    await waitFor(() => expect(onSamples).toHaveBeenCalled());
    unmount();
    expect(onSamples).toHaveBeenLastCalledWith(null);
  });
});
