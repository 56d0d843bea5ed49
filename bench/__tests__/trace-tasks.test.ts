import { cpuUntil, simulatedBlockingMs, tasksAfterFirstPaint } from "../lib/trace-tasks.mjs";

// A trace as Chromium writes it: ts and dur in microseconds, tdur the thread (CPU) time.
const PID = 7;
const MAIN = 1;
const trace = [
  { name: "thread_name", ph: "M", pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: PID, tid: 2, args: { name: "Compositor" } },
  { name: "RunTask", ph: "X", pid: PID, tid: MAIN, ts: 500, dur: 40_000, tdur: 39_000 }, // before the paint
  { name: "firstContentfulPaint", ph: "I", pid: PID, tid: MAIN, ts: 100_000 },
  { name: "RunTask", ph: "X", pid: PID, tid: MAIN, ts: 130_000, dur: 20_000, tdur: 11_000 },
  { name: "RunTask", ph: "X", pid: PID, tid: 2, ts: 131_000, dur: 90_000, tdur: 90_000 }, // another thread
  { name: "RunTask", ph: "X", pid: PID, tid: MAIN, ts: 110_000, dur: 16_000, tdur: 15_000 },
  { name: "RunTask", ph: "X", pid: 8, tid: MAIN, ts: 140_000, dur: 90_000, tdur: 90_000 }, // another process
  { name: "hydrated", ph: "R", cat: "blink.user_timing", pid: PID, tid: MAIN, ts: 150_000 },
];

describe("tasksAfterFirstPaint", () => {
  it("keeps the painting renderer's main-thread tasks after the paint, in order, with CPU and wall time", () => {
    const { tasks, markMs } = tasksAfterFirstPaint(trace, "hydrated");
    expect(tasks).toEqual([
      { atMs: 10, cpuMs: 15, wallMs: 16 },
      { atMs: 30, cpuMs: 11, wallMs: 20 },
    ]);
    expect(markMs).toBe(50);
  });

  it("says what is missing when the page never painted", () => {
    expect(() => tasksAfterFirstPaint(trace.filter((e) => e.name !== "firstContentfulPaint"))).toThrow(/no firstContentfulPaint/);
  });

  it("refuses a trace without thread time rather than report wall time as CPU", () => {
    const withoutCpu = trace.map((e) => (e.name === "RunTask" ? { ...e, tdur: undefined } : e));
    expect(() => tasksAfterFirstPaint(withoutCpu)).toThrow(/no thread time/);
  });

  it("gives null for a mark the page did not set", () => {
    expect(tasksAfterFirstPaint(trace, "never").markMs).toBeNull();
  });
});

describe("simulatedBlockingMs", () => {
  it("counts each task's time past 50 ms once multiplied, as Lighthouse's 4x simulation does", () => {
    // 15 ms x 4 = 60 → 10; 11 ms x 4 = 44 → 0.
    expect(simulatedBlockingMs(tasksAfterFirstPaint(trace).tasks)).toBe(10);
    expect(simulatedBlockingMs(tasksAfterFirstPaint(trace).tasks, 6)).toBe(40 + 16);
  });
});

describe("cpuUntil", () => {
  it("sums the CPU of the tasks that started before the time", () => {
    const { tasks } = tasksAfterFirstPaint(trace);
    expect(cpuUntil(tasks, 20)).toBe(15);
    expect(cpuUntil(tasks, 50)).toBe(26);
  });
});
