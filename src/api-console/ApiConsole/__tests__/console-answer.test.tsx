import { act, render, screen, within } from "@testing-library/react";
import { ConsoleAnswer } from "../ConsoleAnswer";
import { pingAnswer, pingInputs, pingRequest } from "./console-fixtures";

const answer = pingAnswer;
const request = pingRequest;
/** A ping documented as the service answers it: a status of 200 and the word "pong". */
const pingResponses = [
  {
    status: "200",
    content: [
      {
        mediaType: "application/json",
        schema: {
          type: "object",
          required: ["status", "result"],
          additionalProperties: false,
          properties: { status: { type: "integer", const: 200 }, result: { type: "string", enum: ["pong"] } },
        },
      },
    ],
  },
];
const trees = {
  responseTrees: new Map(),
  allTrees: [],
  responses: pingResponses,
  schemas: new Map(),
  operationLabel: "GET /ping",
  reportTo: "https://github.com/acme/api-docs/edit/main/",
};
const sent = pingInputs;

describe("the console's answer", () => {
  it("announces a short summary of the answer and whether it matches the documentation, not its headers and body", async () => {
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome: answer }} {...trees} />);
    expect(screen.getByRole("status")).toHaveTextContent(/^200 OK, 1\.2 KB in 84 ms$/);
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent('"result"');
    // The check's code comes after the answer, then says its verdict in the same region.
    await screen.findByText(/Matches the documentation/);
    expect(screen.getByRole("status")).toHaveTextContent(/^200 OK, 1\.2 KB in 84 ms\s*Matches the documentation \(response 200\)\.$/);
    expect(screen.getByRole("link", { name: "response 200" })).toHaveAttribute("href", "#response-200");
  });

  it("lists each difference with links to that part of the answer and to its documentation, and offers a filled-in report", async () => {
    const json = { status: 200, result: null, extra: [1] };
    const outcome = { ...answer, text: JSON.stringify(json), json };
    const responseTrees = new Map([["200", { anchor: "response-200", content: null } as never]]);
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome }} {...trees} responseTrees={responseTrees} />);
    await screen.findByText(/Differs from the documentation/);
    expect(screen.getByRole("status")).toHaveTextContent("Differs from the documentation: 2 differences, listed below.");
    const items = screen.getAllByRole("listitem").filter((li) => li.closest("ul")?.parentElement?.querySelector("a[target=_blank]"));
    expect(items.map((li) => li.textContent)).toEqual([
      "/result: documented as a string, received null",
      "/extra: not documented (the object allows no other fields), received a list of 1 item",
    ]);
    // Where: the part of the body shown below, marked; what is documented: the nearest row of the schema.
    const where = within(items[0]).getByRole("link", { name: "/result" });
    expect(where).toHaveAttribute("href", "#answer-body/result");
    expect(document.getElementById("answer-body/result")).toHaveTextContent('"result"');
    expect(within(items[1]).getByRole("link", { name: /not documented/ })).toHaveAttribute("href", "#response-200");
    const report = screen.getByRole("link", { name: "Report these differences" });
    const href = new URL(report.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://github.com/acme/api-docs/issues/new");
    expect(href.searchParams.get("title")).toBe("Answer differs from the documentation: GET /ping (200 OK)");
    expect(href.searchParams.get("body")).toContain("- `/result: documented as a string, received null`");
    expect(href.searchParams.get("body")).toContain("- Request: `GET http://localhost:8000/ping`");
    expect(report).toHaveAttribute("target", "_blank");
  });

  it("folds the body object by object, keeps open what holds a difference, copies the whole body, and unfolds a new answer", async () => {
    const json = { status: 200, result: [{ postcode: "SE1P 5ZZ", codes: { admin_district: "E09000028" } }, { postcode: "B0GUS" }] };
    const outcome = { ...answer, text: JSON.stringify(json), json };
    const { rerender } = render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome }} {...trees} />);
    const body = () => document.getElementById("answer-body")!;
    // The marks hold no text: the block reads as the JSON.
    expect(body().querySelector("code")!.textContent).toBe(JSON.stringify(json, null, 2));
    await act(async () => screen.getByRole("button", { name: "Fold result[0]" }).click());
    expect(screen.getByRole("button", { name: "Unfold result[0]" })).toHaveAttribute("aria-expanded", "false");
    expect(body()).toHaveTextContent('"result": [ {… 2 fields}, {');
    expect(body()).not.toHaveTextContent("E09000028");
    await act(async () => screen.getByRole("button", { name: "Fold result" }).click());
    expect(body()).toHaveTextContent('"result": [… 2 items]');
    const copied = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText: copied } });
    await act(async () => within(body()).getByRole("button", { name: /^Copy/ }).click());
    expect(copied).toHaveBeenCalledWith(JSON.stringify(json, null, 2));
    // Another answer comes unfolded.
    rerender(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome: { ...outcome } }} {...trees} />);
    expect(body()).toHaveTextContent("E09000028");
    // A part the check finds different stays in view: what holds it has no fold.
    const differing = { ...json, extra: true };
    rerender(
      <ConsoleAnswer
        state={{ kind: "done", request, inputs: sent, outcome: { ...answer, text: JSON.stringify(differing), json: differing } }}
        {...trees}
        responseTrees={new Map([["200", { anchor: "response-200", content: null } as never]])}
      />,
    );
    await screen.findByText(/Differs from the documentation/);
    expect(screen.queryByRole("button", { name: "Fold the body" })).toBeNull();
    expect(screen.getByRole("button", { name: "Fold result" })).toBeInTheDocument();
  });

  it("starts a long answer with the entries after the first folded, says so, and unfolds all or one at the reader's press", async () => {
    const record = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field_${i}`, `value ${i}`]));
    // Twenty records of forty fields: some 900 lines, over the limit, and cheap to lay out here.
    const json = { status: 200, result: Array.from({ length: 20 }, (_, i) => ({ query: `Q${i}`, result: { ...record } })) };
    const outcome = { ...answer, text: JSON.stringify(json), json };
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome }} {...trees} />);
    const body = () => document.getElementById("answer-body")!.querySelector("code")!;
    expect(screen.getByText(/^A long answer/)).toBeInTheDocument();
    // The first entry whole; each later one keeps its query in view and folds its record.
    expect(body()).toHaveTextContent('"query": "Q0", "result": { "field_0": "value 0"');
    expect(body()).toHaveTextContent('"query": "Q19", "result": {… 40 fields} }');
    expect(body().textContent!.split("\n").length).toBeLessThan(150);
    // By name, not by role: the role query reads every element of a block of thousands.
    const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    await act(async () => button("Unfold result[7].result").click());
    expect(body()).toHaveTextContent('"query": "Q7", "result": { "field_0"');
    expect(body()).toHaveTextContent('"query": "Q8", "result": {… 40 fields}');
    await act(async () => screen.getByText("Unfold all").click());
    expect(body().textContent).toBe(JSON.stringify(json, null, 2));
    await act(async () => screen.getByText("Fold them again").click());
    expect(body()).toHaveTextContent('"query": "Q7", "result": {… 40 fields}');
  });

  it("says when a status is not documented, and offers no report when the docs' repository is on no forge it knows", async () => {
    const outcome = { ...answer, status: 500, text: '{"status":500}', json: { status: 500 } };
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: sent, outcome }} {...trees} reportTo="https://example.com/docs/edit/" />);
    await screen.findByText(/Differs from the documentation/);
    expect(screen.getByText(/^Status 500:/)).toHaveTextContent("Status 500: not documented for this operation (it documents 200)");
    expect(screen.queryByRole("link", { name: /Report/ })).toBeNull();
  });

  it("keeps its status region on the page before anything is sent, so that the first message is announced", async () => {
    const { rerender } = render(<ConsoleAnswer state={{ kind: "idle" }} {...trees} />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    rerender(<ConsoleAnswer state={{ kind: "sending", request }} {...trees} />);
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("Sending…");
    await act(async () => undefined);
  });
});
