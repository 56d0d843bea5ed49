import { render, screen } from "@testing-library/react";
import type { ConsoleAnswer as Answer } from "../../../api-console/send-request";
import { ConsoleAnswer } from "../ConsoleAnswer";

const answer: Answer = {
  kind: "answer",
  status: 200,
  statusText: "",
  ms: 84,
  bytes: 1229,
  headers: [["content-type", "application/json"]],
  text: '{"status":200,"result":"pong"}',
  json: { status: 200, result: "pong" },
  contentType: "application/json",
};
const request = {
  method: "GET",
  url: "http://localhost:8000/ping",
  baseUrl: "http://localhost:8000/ping",
  query: [],
  headers: [],
  body: null,
  bodyMediaType: null,
  bodyValue: null,
  responseKind: "envelope" as const,
};
const trees = { responseTrees: new Map(), allTrees: [] };
const sent = { server: "http://localhost:8000", values: {}, body: null, variant: 0 };

describe("the console's answer", () => {
  it("announces a short summary of the answer, not its headers and body", () => {
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome: answer }} {...trees} />);
    expect(screen.getByRole("status")).toHaveTextContent(/^200 OK, 1\.2 KB in 84 ms$/);
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent('"result"');
  });

  it("keeps its status region on the page before anything is sent, so that the first message is announced", () => {
    const { rerender } = render(<ConsoleAnswer state={{ kind: "idle" }} {...trees} />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    rerender(<ConsoleAnswer state={{ kind: "sending", request }} {...trees} />);
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("Sending…");
  });
});
