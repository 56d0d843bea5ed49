import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { replaceAddressSearch } from "../../address-bar";
import { type RouteLocation, RouteLocationProvider } from "../../../state/route-location";
import type { ConsolePlacement, OperationView } from "../../../api-reference/ApiOperationPage";
import type { PageConsoleProps } from "../../ApiConsole/page-console";
import { TryIt } from "..";

/** The console's chunk, as a stub that shows what it was opened with. */
const mounts: PageConsoleProps[] = [];
jest.mock("../../ApiConsole/page-console", () => {
  const { useEffect } = jest.requireActual<typeof import("react")>("react");
  return {
    PageConsole: function StubConsole(props: PageConsoleProps) {
      useEffect(() => {
        mounts.push(props);
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <form aria-label="Try GET /ping" />;
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
  moreSampleLanguages: [],
  errorMessages: [],
  codeSampleValues: null,
  sampleResponseKind: "envelope",
  invalidInputAnswers: [],
  exampleUrl: "https://api.postcodes.io/ping",
};

/** The page around Try it: where it puts the console's column, and the presses of its Try it at the top. */
function Page({ location, openRequests = 0 }: { location: RouteLocation; openRequests?: number }) {
  const [placement, setPlacement] = useState<ConsolePlacement>("beside");
  placements.push(placement);
  return (
    <RouteLocationProvider location={location}>
      <TryIt
        operation={operation}
        schemas={new Map()}
        onSampleRewrite={() => {}}
        placement={placement}
        onPlacement={setPlacement}
        openRequests={openRequests}
      />
    </RouteLocationProvider>
  );
}
const placements: ConsolePlacement[] = [];

const at = (search: string, key = "initial"): RouteLocation => ({ pathname: "/docs/api/ping", hash: "", search, key });

beforeEach(() => {
  mounts.length = 0;
  placements.length = 0;
  replaceAddressSearch("");
});

describe("Try it", () => {
  it("controls the console's panel: one button opens it and, as Close console, closes it (the console has no Close of its own)", async () => {
    const user = userEvent.setup();
    render(<Page location={at("")} />);
    const toggle = screen.getByRole("button", { name: "Try it" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    expect(toggle).toHaveClass("button-primary");
    await user.click(toggle);
    expect(panel).toContainElement(await screen.findByRole("form"));
    expect(mounts.map((m) => m.focusOnOpen)).toEqual([true]);
    expect(toggle).toHaveAccessibleName("Close console");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Styled as the console's other secondary buttons, not left as the browser draws a button.
    expect(toggle).toHaveClass("button-secondary");
    await user.click(toggle);
    expect(screen.queryByRole("form")).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName("Try it");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("offers the wide view once open, which asks the page to lay the console across it; closing puts it back in its column", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    render(<Page location={at("")} />);
    expect(screen.queryByRole("button", { name: "Wide view" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try it" }));
    const wide = screen.getByRole("button", { name: "Wide view" });
    expect(wide).toHaveAttribute("aria-pressed", "false");
    await user.click(wide);
    expect(wide).toHaveAttribute("aria-pressed", "true");
    expect(placements.at(-1)).toBe("wide");
    await user.click(wide);
    expect(placements.at(-1)).toBe("beside");
    await user.click(wide);
    await user.click(screen.getByRole("button", { name: "Close console" }));
    expect(placements.at(-1)).toBe("beside");
    expect(screen.queryByRole("button", { name: "Wide view" })).toBeNull();
  });

  it("opens, focus and all, at each press of the Try it at the top of the page; open already, it comes into view", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { rerender } = render(<Page location={at("")} />);
    expect(mounts).toHaveLength(0);
    rerender(<Page location={at("")} openRequests={1} />);
    await screen.findByRole("form");
    expect(mounts.map((m) => m.focusOnOpen)).toEqual([true]);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Page location={at("")} openRequests={2} />);
    expect(mounts).toHaveLength(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("opens for an address that asks for the console without taking the focus", async () => {
    render(<Page location={at("?try&server=x")} />);
    await screen.findByRole("form");
    expect(mounts.map((m) => [m.search, m.focusOnOpen])).toEqual([["?try&server=x", false]]);
    expect(document.body).toHaveFocus();
  });
});

describe("following an address that asks for the console", () => {
  it("opens a new console for a followed link even when its query is the one the router saw last", async () => {
    const { rerender } = render(<Page location={at("?try&path.postcode=A")} />);
    await screen.findByRole("form");
    // The reader edits the inputs: the console writes the address, unseen by the router.
    replaceAddressSearch("?try&path.postcode=B");
    rerender(<Page location={at("?try&path.postcode=A", "link")} />);
    expect(mounts.map((m) => m.search)).toEqual(["?try&path.postcode=A", "?try&path.postcode=A"]);
  });

  it("opens it again after it was closed, for a link to the address it opened with", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page location={at("?try&path.postcode=A")} />);
    await screen.findByRole("form");
    await user.click(screen.getByRole("button", { name: "Close console" }));
    rerender(<Page location={at("?try&path.postcode=A", "link")} />);
    expect(await screen.findByRole("form")).toBeInTheDocument();
  });

  it("leaves the console alone when the router catches up with the address the console wrote (a #anchor click)", async () => {
    const { rerender } = render(<Page location={at("?try&path.postcode=A")} />);
    await screen.findByRole("form");
    replaceAddressSearch("?try&path.postcode=B");
    rerender(<Page location={at("?try&path.postcode=B", "hash")} />);
    expect(mounts).toHaveLength(1);
  });
});
