import { act, render, screen, waitFor } from "@testing-library/react";
import { storedServer } from "../../console-history";
import { isSiteLink, noteSiteLink } from "../../../navigation/site-sent-link";
import { sendRequest } from "../../send-request";
import { CodeLanguageProvider } from "../../../state/code-language";
import ApiConsole from "..";
import { consoleProps, SERVERS } from "./console-fixtures";

// These tests are about sending, the address and the focus. The code sample generators (tested in
// use-live-samples.test.tsx) never arrive here, so no state update lands after a test has ended.
jest.mock("../../sample-writer", () => ({ loadSampleWriter: () => new Promise(() => undefined) }));
jest.mock("../../send-request", () => ({
  ...jest.requireActual("../../send-request"),
  sendRequest: jest.fn(),
}));

const mockedSend = jest.mocked(sendRequest);
/** Runs every effect and state update the render queued: an automatic send would have started by then. */
const flushEffects = () => act(async () => {});

beforeEach(() => {
  storedServer.set(null);
  mockedSend.mockReset();
  mockedSend.mockResolvedValue({ kind: "unreachable", ms: 1, headline: "No answer from the mock.", details: null });
});

describe("a console opened from an address that asks to send", () => {
  it("sends at once to a server the description lists", async () => {
    render(<ApiConsole {...consoleProps({ search: `?try&server=${encodeURIComponent(SERVERS[1])}&path.postcode=SW1A+1AA&send` })} />, {
      wrapper: CodeLanguageProvider,
    });
    await waitFor(() => expect(mockedSend).toHaveBeenCalledTimes(1));
    expect(mockedSend.mock.calls[0][0].url).toBe("http://localhost:8000/postcodes/SW1A%201AA");
  });

  it("restores the inputs but waits for the reader when the link names any other server, and says why", async () => {
    render(<ApiConsole {...consoleProps({ search: "?try&server=https%3A%2F%2Fattacker.example&path.postcode=SW1A+1AA&send" })} />, {
      wrapper: CodeLanguageProvider,
    });
    expect(screen.getByLabelText("Custom server URL")).toHaveValue("https://attacker.example");
    expect(screen.getByRole("textbox", { name: /postcode/ })).toHaveValue("SW1A 1AA");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Not sent yet: this link asks to send the request to https://attacker.example, which is not one of the servers the description lists.",
    );
    await flushEffects();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("sends at once to the reader's own server when the site itself made the link (search, map)", async () => {
    storedServer.set("http://127.0.0.1:9010");
    noteSiteLink("/docs/api/lookup-postcode?try&path.postcode=SW1A+1AA&send");
    render(<ApiConsole {...consoleProps({ search: "?try&path.postcode=SW1A+1AA&send" })} />, { wrapper: CodeLanguageProvider });
    await waitFor(() => expect(mockedSend).toHaveBeenCalledTimes(1));
    expect(mockedSend.mock.calls[0][0].url).toBe("http://127.0.0.1:9010/postcodes/SW1A%201AA");
    // The note is used up: the same address opened again, from a bookmark say, waits.
    expect(isSiteLink("?try&path.postcode=SW1A+1AA&send")).toBe(false);
  });

  it("waits too when the link names no server and the remembered one is the reader's own", async () => {
    storedServer.set("http://127.0.0.1:9010");
    render(<ApiConsole {...consoleProps({ search: "?try&path.postcode=SW1A+1AA&send" })} />, { wrapper: CodeLanguageProvider });
    expect(screen.getByRole("status")).toHaveTextContent("Not sent yet");
    await flushEffects();
    expect(mockedSend).not.toHaveBeenCalled();
  });
});

describe("the focus as the console opens", () => {
  it("moves to the first field when the reader opened the console", () => {
    render(<ApiConsole {...consoleProps({ focusOnOpen: true })} />, { wrapper: CodeLanguageProvider });
    expect(screen.getByLabelText("Server")).toHaveFocus();
  });

  it("stays where it is when an address opened the console at page load", () => {
    render(<ApiConsole {...consoleProps({ focusOnOpen: false, search: "?try&path.postcode=SW1A+1AA" })} />, {
      wrapper: CodeLanguageProvider,
    });
    expect(document.body).toHaveFocus();
  });
});
