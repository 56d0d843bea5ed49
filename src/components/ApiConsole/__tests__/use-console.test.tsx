import { act, renderHook } from "@testing-library/react";
import { sendRequest } from "../../../api-console/send-request";
import { useConsole } from "../use-console";
import { consoleProps } from "./console-fixtures";

jest.mock("../../../api-console/send-request", () => ({
  ...jest.requireActual("../../../api-console/send-request"),
  sendRequest: jest.fn(),
}));

const mockedSend = jest.mocked(sendRequest);

beforeEach(() => {
  localStorage.clear();
  mockedSend.mockReset();
});

describe("the console's state", () => {
  it("does not stay on Sending… when sending rejects after all", async () => {
    mockedSend.mockRejectedValue(new TypeError("Failed to construct 'URL': Invalid URL"));
    const { result } = renderHook(() => useConsole(consoleProps()));
    await act(() => result.current.send());
    expect(result.current.state).toMatchObject({
      kind: "done",
      outcome: { kind: "not-sent", message: "The request could not be sent: Failed to construct 'URL': Invalid URL" },
    });
  });
});
