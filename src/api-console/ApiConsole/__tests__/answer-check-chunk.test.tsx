import { act, render, screen } from "@testing-library/react";
import { ConsoleAnswer } from "../ConsoleAnswer";
import { pingAnswer, pingInputs, pingRequest } from "./console-fixtures";

/** The chunk's download fails until a test lets it through (webpack rejects the import the same way). */
let mockChunkFails = true;
jest.mock("../../answer-check-chunk", () => {
  if (mockChunkFails) throw new Error("Loading chunk answer-check failed.");
  return jest.requireActual("../../answer-check-chunk");
});

const answer = pingAnswer;
const request = pingRequest;
const props = {
  responseTrees: new Map(),
  allTrees: [],
  responses: [{ status: "200", content: [{ mediaType: "application/json", schema: { type: "object" } }] }],
  schemas: new Map(),
  operationLabel: "GET /ping",
  reportTo: null,
};

describe("the answer check's chunk", () => {
  it("says so when its code cannot be downloaded, shows the answer as usual, and downloads it again on Retry", async () => {
    render(<ConsoleAnswer state={{ kind: "done", request, inputs: pingInputs, outcome: answer }} {...props} />);
    await screen.findByText(/could not be loaded/);
    expect(screen.getByRole("status")).toHaveTextContent(
      /^200 OK, 1.2 KB in 84 ms\s*The check against the documentation could not be loaded: Loading chunk answer-check failed\.$/,
    );
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent('"pong"');
    mockChunkFails = false;
    act(() => screen.getByRole("button", { name: "Retry the check" }).click());
    expect(await screen.findByText(/Matches the documentation/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry the check" })).toBeNull();
  });
});
