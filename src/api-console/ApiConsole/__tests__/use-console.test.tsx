import { act, renderHook } from "@testing-library/react";
import { storedServer } from "../../console-history";
import { sendRequest } from "../../send-request";
import { CodeLanguageProvider } from "../../../state/code-language";
import { useConsole } from "../use-console";
import { consoleProps, SERVERS } from "./console-fixtures";

// These tests are about sending, the address and the focus. The code sample generators (tested in
// use-live-samples.test.tsx) never arrive here, so no state update lands after a test has ended.
jest.mock("../../sample-writer", () => ({ loadSampleWriter: () => new Promise(() => undefined) }));
jest.mock("../../send-request", () => ({
  ...jest.requireActual("../../send-request"),
  sendRequest: jest.fn(),
}));

const mockedSend = jest.mocked(sendRequest);

beforeEach(() => {
  storedServer.set(null);
  mockedSend.mockReset();
});

describe("the console's state", () => {
  it("does not stay on Sending… when sending rejects after all", async () => {
    mockedSend.mockRejectedValue(new TypeError("Failed to construct 'URL': Invalid URL"));
    const { result } = renderHook(() => useConsole(consoleProps()), { wrapper: CodeLanguageProvider });
    await act(() => result.current.send());
    expect(result.current.state).toMatchObject({
      kind: "done",
      outcome: { kind: "not-sent", headline: "Not sent: Failed to construct 'URL': Invalid URL" },
    });
  });

  it("keeps, with an answer, the server it came from, whatever the server input says afterwards", async () => {
    mockedSend.mockResolvedValue({ kind: "not-sent", ms: 0, headline: "offline", details: null });
    const { result } = renderHook(() => useConsole(consoleProps()), { wrapper: CodeLanguageProvider });
    const sentTo = result.current.inputs.server;
    await act(() => result.current.send());
    act(() => result.current.update({ server: "http://localhost:9999" }));
    expect(result.current.inputs.server).toBe("http://localhost:9999");
    expect(result.current.state).toMatchObject({ kind: "done", inputs: { server: sentTo } });
    expect(sentTo).not.toBe("http://localhost:9999");
  });

  it("remembers only a server the next console can use", () => {
    const { result } = renderHook(() => useConsole(consoleProps()), { wrapper: CodeLanguageProvider });
    act(() => result.current.update({ server: "" }));
    act(() => result.current.update({ server: "http://localhost:800" }));
    expect(storedServer.get()).toBe("http://localhost:800");
    act(() => result.current.update({ server: "http://localhost:8000000" }));
    act(() => result.current.update({ server: "http:" }));
    expect(result.current.inputs.server).toBe("http:");
    expect(storedServer.get()).toBe("http://localhost:800");
    act(() => result.current.update({ server: SERVERS[1] }));
    expect(storedServer.get()).toBe(SERVERS[1]);
  });

  it("opens on the first listed server when the remembered one is empty or unusable", () => {
    for (const remembered of ["", "   ", "http://[bad", "ftp://example.com"]) {
      storedServer.set(remembered);
      const { result } = renderHook(() => useConsole(consoleProps()), { wrapper: CodeLanguageProvider });
      expect([remembered, result.current.inputs.server]).toEqual([remembered, SERVERS[0]]);
    }
    storedServer.set("http://127.0.0.1:9010");
    expect(renderHook(() => useConsole(consoleProps()), { wrapper: CodeLanguageProvider }).result.current.inputs.server).toBe(
      "http://127.0.0.1:9010",
    );
  });
});
