// Helpers for unit tests of code that runs under Preact (src/gatsby/preact.ts: the production build renders with it).
import { MessageChannel as NodeMessageChannel } from "node:worker_threads";

/** jsdom has no MessageChannel; browsers and Node have the same one. Installs Node's for code that posts tasks. */
export function installMessageChannel(): void {
  Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
}

/** Resolves after a message posted now has been delivered: a task later, whatever the clock does. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Loads modules in a registry of their own (`jest.isolateModules`), so that
 * module state (a store marked hydrated, a hydration under way) and the copy
 * of Preact they use are this test's alone; the test then renders with the
 * Preact module `load` returns, the same copy.
 */
export function isolated<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded as T;
}
