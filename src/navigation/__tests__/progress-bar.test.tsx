import { PROGRESS_BAR_SETTINGS } from "../../shell-constants";
import { ProgressBar, trickleAmount } from "../progress-bar";

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
});

const bar = () => document.getElementById("route-progress");

describe("ProgressBar", () => {
  it("starts at the minimum, creeps forward every trickle interval, and is an accessible progressbar", () => {
    const progress = new ProgressBar(PROGRESS_BAR_SETTINGS);
    progress.start();
    expect(progress.value).toBe(0.08);
    expect(bar()).toHaveAttribute("role", "progressbar");
    expect(bar()).toHaveAttribute("aria-label", "Loading page");
    expect(bar()).toHaveAttribute("aria-valuenow", "8");
    jest.advanceTimersByTime(799);
    expect(progress.value).toBe(0.08);
    jest.advanceTimersByTime(1);
    expect(progress.value).toBeCloseTo(0.18);
    jest.advanceTimersByTime(800 * 50);
    expect(progress.value).toBeLessThan(1);
  });

  it("completes, fades and removes itself after two speed periods", () => {
    const progress = new ProgressBar(PROGRESS_BAR_SETTINGS);
    progress.start();
    progress.done();
    expect(progress.value).toBeNull();
    expect(bar()).toHaveAttribute("aria-valuenow", "100");
    jest.advanceTimersByTime(399);
    expect(bar()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });

  it("does nothing on done() when it never started", () => {
    new ProgressBar(PROGRESS_BAR_SETTINGS).done();
    expect(bar()).toBeNull();
  });

  it("moves in big steps early and tiny ones near the end", () => {
    expect(trickleAmount(0.1)).toBe(0.1);
    expect(trickleAmount(0.3)).toBe(0.04);
    expect(trickleAmount(0.6)).toBe(0.02);
    expect(trickleAmount(0.9)).toBe(0.005);
    expect(trickleAmount(0.995)).toBe(0);
  });
});
