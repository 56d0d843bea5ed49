// The main thread's tasks in a Chromium trace of one page load, as Lighthouse's simulation weighs
// them: CPU time per task (thread time, which a busy machine inflates less than wall time), the
// tasks after the first paint, and the blocking time they would make on a CPU `multiplier` times
// slower (Lighthouse's mobile default is 4). Pure: bench/hydration-tasks.mjs records the traces.

/** A task of 50 ms or more blocks input; Lighthouse counts what is past that. */
export const BLOCKING_MS = 50;

/**
 * The renderer's main-thread tasks after the first contentful paint, each with its CPU and wall
 * time in ms, and the time of `mark` (a User Timing mark) in ms after the paint, or null.
 * Throws when the trace has no first paint (the page did not render, or the categories are wrong).
 */
export function tasksAfterFirstPaint(traceEvents, mark = null) {
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("The trace has no firstContentfulPaint event: record devtools.timeline, and check that the page painted.");
  const thread = traceEvents.find((e) => e.name === "thread_name" && e.pid === fcp.pid && e.args?.name === "CrRendererMain");
  if (!thread) throw new Error("The trace names no CrRendererMain thread in the process that painted.");
  const events = traceEvents
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === fcp.pid && e.tid === thread.tid && e.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  if (events.some((e) => e.tdur === undefined))
    throw new Error("The trace's tasks have no thread time (tdur): record disabled-by-default-devtools.timeline too.");
  const tasks = events.map((e) => ({ atMs: (e.ts - fcp.ts) / 1000, cpuMs: e.tdur / 1000, wallMs: e.dur / 1000 }));
  const markEvent =
    mark === null ? undefined : traceEvents.find((e) => e.name === mark && e.pid === fcp.pid && /user_timing/.test(e.cat ?? ""));
  return { tasks, markMs: markEvent ? (markEvent.ts - fcp.ts) / 1000 : null };
}

/** The blocking time the tasks would make on a CPU `multiplier` times slower, in ms. */
export function simulatedBlockingMs(tasks, multiplier = 4) {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * multiplier - BLOCKING_MS), 0);
}

/** The CPU the tasks that started before `untilMs` took, in ms (the work up to a mark). */
export function cpuUntil(tasks, untilMs) {
  return tasks.filter((task) => task.atMs < untilMs).reduce((sum, task) => sum + task.cpuMs, 0);
}
