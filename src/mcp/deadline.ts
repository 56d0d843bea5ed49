/**
 * A signal that aborts after `ms`, or when `parent` does, with `clear()` to stop the clock.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: on Node 20 the timeout signal inside
 * `any` is held only weakly, and once collected it never fires, so a request under a held answer
 * waited for ever (the remote server's test of its timeout hung in CI). Here the timer holds the
 * controller, and the clock runs until it fires or `clear()` is called.
 */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the clock and lets go of the parent; call it once the answer has been read. */
  clear(): void;
}

export function deadline(ms: number, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`The deadline of ${ms} ms passed.`, "TimeoutError"));
  }, ms);
  const forward = () => controller.abort(parent?.reason);
  const clear = () => {
    clearTimeout(timer);
    parent?.removeEventListener("abort", forward);
  };
  if (parent?.aborted) forward();
  else parent?.addEventListener("abort", forward, { once: true });
  controller.signal.addEventListener("abort", clear, { once: true });
  return { signal: controller.signal, clear };
}
