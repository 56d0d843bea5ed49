import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { deadline } from "../deadline";

/** The collector, called: what a busy server does at some moment while a request waits. */
function collectGarbage(): void {
  setFlagsFromString("--expose_gc");
  (runInNewContext("gc") as () => void)();
}

/** Whether `signal` aborts within `bound` ms of real time (not a sleep: it ends at the abort). */
function abortsWithin(signal: AbortSignal, bound: number): Promise<boolean> {
  return new Promise((resolve) => {
    const fallback = setTimeout(() => resolve(false), bound);
    signal.addEventListener("abort", () => {
      clearTimeout(fallback);
      resolve(true);
    });
  });
}

describe("the deadline of one exchange with the API", () => {
  afterEach(() => jest.useRealTimers());

  it("aborts with a TimeoutError when its time has passed, not before", () => {
    jest.useFakeTimers();
    const { signal } = deadline(10_000);
    jest.advanceTimersByTime(9_999);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("still fires after the collector has run while the request waits (AbortSignal.any's timeout did not, on Node 20)", async () => {
    const caller = new AbortController();
    const { signal } = deadline(20, caller.signal);
    // In a later turn of the loop, as in a server: the frame that made the signals has gone.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(await abortsWithin(signal, 2_000)).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("aborts when the caller does, with the caller's reason, at once if it already has", () => {
    jest.useFakeTimers();
    const caller = new AbortController();
    const { signal } = deadline(10_000, caller.signal);
    caller.abort(new Error("the client went away"));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe("the client went away");

    const already = deadline(10_000, AbortSignal.abort("gone"));
    expect(already.signal.aborted).toBe(true);
    expect(already.signal.reason).toBe("gone");
  });

  it("stops when cleared: no abort later, and the caller's signal is let go", () => {
    jest.useFakeTimers();
    const caller = new AbortController();
    const remove = jest.spyOn(caller.signal, "removeEventListener");
    const { signal, clear } = deadline(10_000, caller.signal);
    clear();
    jest.advanceTimersByTime(20_000);
    caller.abort();
    expect(signal.aborted).toBe(false);
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function));
    expect(jest.getTimerCount()).toBe(0);
  });
});
