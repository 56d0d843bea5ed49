/**
 * Runs `callback` in a task of its own, after the tasks already queued. A
 * MessageChannel message: no clock, timer clamp or animation frame holds it
 * back, as they would a `setTimeout` or `requestAnimationFrame`.
 */
export function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** A promise that settles in a task of its own (see {@link inNextTask}). */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));
