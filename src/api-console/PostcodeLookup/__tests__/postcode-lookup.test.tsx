import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ConsoleOperationSource } from "../../console-operation";
import { emptyLookupMessage, PostcodeLookup } from "..";

// What answers a lookup is the console's chunk; here it only records what it was asked.
const asked: { query: string; attempt: number }[] = [];
jest.mock("../../ApiConsole/home-postcode-facts", () => ({
  HomePostcodeFacts: ({ query, attempt }: { query: string; attempt: number }) => {
    asked.push({ query, attempt });
    return null;
  },
}));

const operation = {} as ConsoleOperationSource;

describe("the home page's postcode lookup", () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it("sent empty, says what to type, describes the field with it, announces it and asks nothing", async () => {
    render(<PostcodeLookup operation={operation} example="SE1P 5ZZ" />);
    const field = screen.getByRole("textbox", { name: "Try a postcode" });
    expect(field).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));

    expect(emptyLookupMessage("SE1P 5ZZ")).toBe("Type a postcode to look up, for example SE1P 5ZZ.");
    const message = screen.getByText(emptyLookupMessage("SE1P 5ZZ"));
    expect(message).toHaveAttribute("aria-live", "polite");
    expect(field).toHaveAccessibleDescription(emptyLookupMessage("SE1P 5ZZ"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    // Spaces alone are empty too.
    fireEvent.change(field, { target: { value: "   " } });
    expect(screen.queryByText(emptyLookupMessage("SE1P 5ZZ"))).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    expect(screen.getByText(emptyLookupMessage("SE1P 5ZZ"))).toBeInTheDocument();
    // The field has focus, so the answer's code loads, ready for what is typed; it is asked nothing.
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.filter((a) => a.attempt > 0)).toEqual([]);
  });

  it("typing clears the message, and a postcode is looked up", async () => {
    render(<PostcodeLookup operation={operation} example="SE1P 5ZZ" />);
    const field = screen.getByRole("textbox", { name: "Try a postcode" });
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    fireEvent.change(field, { target: { value: "SW1A 2AA" } });
    expect(screen.queryByText(emptyLookupMessage("SE1P 5ZZ"))).toBeNull();
    expect(field).not.toHaveAccessibleDescription();
    expect(field).not.toHaveAttribute("aria-invalid");
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ query: "SW1A 2AA", attempt: 1 }));
  });
});
