import { act, render, screen } from "@testing-library/react";
import { useDelayedFlag } from "../delayed-flag";

/** The page's clock, as `performance.now()` reads it; the tests move it by hand. */
let now = 1000;

function Indicator({ active }: { active: boolean }) {
  return useDelayedFlag(active, 200) ? <p role="status">Loading…</p> : null;
}

/** Rendered after the indicator: the time its render and the others take before effects run, as on a busy page. */
function BusyRender({ ms }: { ms: number }) {
  now += ms;
  return null;
}

function Page({ active, busyMs = 0 }: { active: boolean; busyMs?: number }) {
  return (
    <>
      <Indicator active={active} />
      <BusyRender ms={busyMs} />
    </>
  );
}

/** Moves the page's clock and its timers on together. */
function wait(ms: number) {
  act(() => {
    now += ms;
    jest.advanceTimersByTime(ms);
  });
}

describe("useDelayedFlag", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    now = 1000;
    jest.spyOn(performance, "now").mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("turns true once the delay has passed, and false as soon as the work ends", () => {
    const { rerender } = render(<Page active={false} />);
    rerender(<Page active />);
    wait(199);
    expect(screen.queryByRole("status")).toBeNull();
    wait(1);
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(<Page active={false} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("counts the delay from the render that saw the work begin, even when its effect runs late", () => {
    const { rerender } = render(<Page active={false} />);
    // 150 ms pass between the indicator's render and the effects.
    rerender(<Page active busyMs={150} />);
    wait(49);
    expect(screen.queryByRole("status")).toBeNull();
    wait(1);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("shows at once when the effect runs after the whole delay", () => {
    const { rerender } = render(<Page active={false} />);
    rerender(<Page active busyMs={250} />);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("starts the delay again for a new stretch of work, even at the same instant", () => {
    const { rerender } = render(<Page active />);
    wait(200);
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(<Page active={false} />);
    rerender(<Page active />);
    expect(screen.queryByRole("status")).toBeNull();
    wait(200);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });
});
