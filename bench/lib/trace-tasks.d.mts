export const BLOCKING_MS: number;
export interface TraceTask {
  /** When the task started, in ms after the first contentful paint. */
  atMs: number;
  cpuMs: number;
  wallMs: number;
}
export function tasksAfterFirstPaint(traceEvents: readonly object[], mark?: string | null): { tasks: TraceTask[]; markMs: number | null };
export function simulatedBlockingMs(tasks: readonly TraceTask[], multiplier?: number): number;
export function cpuUntil(tasks: readonly TraceTask[], untilMs: number): number;
