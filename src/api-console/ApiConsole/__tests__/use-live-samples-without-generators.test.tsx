import { act, renderHook, waitFor } from "@testing-library/react";
import { hasGrammar } from "../../browser-highlight";
import { CodeLanguageProvider } from "../../../state/code-language";
import { useLiveSamples } from "../use-live-samples";
import { lookupRequest } from "./console-fixtures";

jest.mock("../../sample-writer", () => ({
  loadSampleWriter: jest.fn(() => Promise.reject(new Error("Loading chunk sample-generators failed."))),
}));

const request = lookupRequest;
const curl = { id: "curl", label: "cURL", prism: "bash", languageLabel: "Bash", html: "as built", live: true };

describe("the console's live code samples, when the generators' chunk cannot be downloaded", () => {
  it("leave the page's samples as built and give no curl command", async () => {
    const onSampleRewrite = jest.fn();
    const { result } = renderHook(() => useLiveSamples(request, [curl], [], onSampleRewrite), { wrapper: CodeLanguageProvider });
    await waitFor(() => expect(hasGrammar("bash")).toBe(true));
    await act(async () => {});
    expect(result.current).toBeNull();
    expect(onSampleRewrite).not.toHaveBeenCalledWith(expect.any(Function));
  });
});
