// Helpers for unit tests of code that runs under Preact (src/gatsby/preact.ts: the production build renders with it).
import { MessageChannel as NodeMessageChannel } from "node:worker_threads";

/** jsdom has no MessageChannel; browsers and Node have the same one. Installs Node's for code that posts tasks. */
export function installMessageChannel(): void {
  Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
}

/** Resolves after a message posted now has been delivered: a task later, whatever the clock does. */
export { nextTask } from "../src/rendering/next-task";

/** The copy of Preact that modules loaded by {@link isolatedWithPreact} use (through the mocked "react"). */
export interface PreactCopy {
  compat: typeof import("preact/compat");
  testUtils: typeof import("preact/test-utils");
  server: typeof import("preact-render-to-string");
}

/**
 * Loads modules in a registry of their own (`jest.isolateModules`), so that
 * module state (a store marked hydrated, a hydration under way) and the copy
 * of Preact they use are this test's alone; returns them with that copy of
 * Preact (its compat layer, test utilities and server renderer), which the
 * test then renders with. The test file must mock "react" with "preact/compat".
 */
export function isolatedWithPreact<T extends object>(load: () => T): T & PreactCopy {
  let loaded: (T & PreactCopy) | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...load(),
      compat: jest.requireActual("preact/compat"),
      testUtils: jest.requireActual("preact/test-utils"),
      server: jest.requireActual("preact-render-to-string"),
    };
  });
  return loaded as T & PreactCopy;
}
