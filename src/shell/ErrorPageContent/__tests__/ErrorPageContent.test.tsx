import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ErrorBoundary } from "../../../ui/ErrorBoundary";
import { ErrorPageContent, errorMessageChain } from "..";

describe("crash screen", () => {
  it("lists the error and its causes, outermost first", () => {
    const error = new Error("outer", { cause: new Error("middle", { cause: "inner" }) });
    expect(errorMessageChain(error)).toEqual(["outer", "middle", "inner"]);
  });

  it("shows 'This page crashed.' with the chain, and Try again clears the error", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    let broken = true;
    function Flaky() {
      if (broken) throw new Error("Render failed", { cause: new Error("Data missing") });
      return <p>Recovered</p>;
    }
    function Harness() {
      const [key] = useState(0);
      return (
        <ErrorBoundary key={key} fallback={(props) => <ErrorPageContent {...props} />}>
          <Flaky />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Render failed");
    expect(screen.getByRole("alert")).toHaveTextContent("Cause: Data missing");
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered")).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
