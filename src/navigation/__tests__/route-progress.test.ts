import { createRouteProgress } from "../route-progress";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const indicator = () => ({ start: jest.fn(), done: jest.fn() });

describe("route progress", () => {
  it("shows the bar only after 200 ms on a navigation to another path", () => {
    const bar = indicator();
    const progress = createRouteProgress(bar, 200);
    progress.navigationStarted("/docs/overview", "/docs/api");
    jest.advanceTimersByTime(199);
    expect(bar.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.navigationFinished();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it("never shows the bar for a fast navigation", () => {
    const bar = indicator();
    const progress = createRouteProgress(bar, 200);
    progress.navigationStarted("/a", "/b");
    jest.advanceTimersByTime(150);
    progress.navigationFinished();
    jest.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it("ignores moves within the same page (hash changes)", () => {
    const bar = indicator();
    const progress = createRouteProgress(bar, 200);
    progress.navigationStarted("/docs/overview", "/docs/overview/");
    jest.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
  });
});
