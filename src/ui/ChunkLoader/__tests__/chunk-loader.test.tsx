import { act, render, screen } from "@testing-library/react";
import React from "react";
import { CHUNK_SPINNER_DELAY_MS } from "../../../shell-constants";
import { createChunkComponent } from "..";

/** A chunk whose download never ends within the test, so its spinner shows. */
const pending = () => new Promise<{ default: React.ComponentType<object> }>(() => undefined);

describe("a component loaded on demand", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("announces its loading by default, once the delay has passed", () => {
    const Search = createChunkComponent(pending, "Search");
    render(<Search />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(CHUNK_SPINNER_DELAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent("Loading search…");
  });

  it("shows but does not announce it when asked not to, so the region it sits in keeps one status", () => {
    const Map = createChunkComponent(pending, "The map", { announceLoading: false });
    render(
      <section aria-label="Response">
        <div role="status">200 OK, 2.1 kB in 35 ms</div>
        <Map />
      </section>,
    );
    act(() => jest.advanceTimersByTime(CHUNK_SPINNER_DELAY_MS));
    expect(screen.getByText("Loading the map…")).toBeInTheDocument();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("200 OK");
  });
});
