import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { replaceAddressSearch } from "../../../api-console/address-bar";
import { type RouteLocation, RouteLocationProvider } from "../../../state/route-location";
import type { OperationView } from "../../ApiOperationPage";
import type { PageConsoleProps } from "../../ApiConsole/page-console";
import { TryIt } from "..";

/** The console's chunk, as a stub that shows what it was opened with and has its own Close button. */
const mounts: PageConsoleProps[] = [];
jest.mock("../../ApiConsole/page-console", () => {
  const { useEffect } = jest.requireActual<typeof import("react")>("react");
  return {
    PageConsole: function StubConsole(props: PageConsoleProps) {
      useEffect(() => {
        mounts.push(props);
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return (
        <form aria-label="Try GET /ping">
          <button type="button" onClick={props.onClose}>
            Close
          </button>
        </form>
      );
    },
  };
});

const operation: OperationView = {
  slug: "ping",
  method: "get",
  path: "/ping",
  summary: "Ping",
  descriptionHtml: null,
  deprecated: false,
  tags: [],
  servers: ["https://api.postcodes.io"],
  parameters: [],
  requestBody: null,
  responses: [],
  samples: [],
  errorMessages: [],
  codeSampleValues: null,
  sampleResponseKind: "envelope",
  invalidInputAnswers: [],
  exampleUrl: "https://api.postcodes.io/ping",
};

function Page({ location }: { location: RouteLocation }) {
  return (
    <RouteLocationProvider location={location}>
      <TryIt operation={operation} schemas={new Map()} trees={{ body: [], responses: [] }} onSamples={() => {}} />
    </RouteLocationProvider>
  );
}

const at = (search: string): RouteLocation => ({ pathname: "/docs/api/ping", hash: "", search });

beforeEach(() => {
  mounts.length = 0;
  replaceAddressSearch("");
});

describe("Try it", () => {
  it("controls the console's panel, and the console's own Close button gives the focus back to it", async () => {
    const user = userEvent.setup();
    render(<Page location={at("")} />);
    const toggle = screen.getByRole("button", { name: "Try it" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    await user.click(toggle);
    const close = await screen.findByRole("button", { name: "Close" });
    expect(panel).toContainElement(close);
    expect(mounts.map((m) => m.focusOnOpen)).toEqual([true]);
    await user.click(close);
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("button", { name: "Try it" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("opens for an address that asks for the console without taking the focus", async () => {
    render(<Page location={at("?try&server=x")} />);
    await screen.findByRole("form");
    expect(mounts.map((m) => [m.search, m.focusOnOpen])).toEqual([["?try&server=x", false]]);
    expect(document.body).toHaveFocus();
  });
});
