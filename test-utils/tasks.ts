// Helpers for unit tests of code that posts tasks (src/rendering/next-task.ts).
import { MessageChannel as NodeMessageChannel } from "node:worker_threads";

/** jsdom has no MessageChannel; browsers and Node have the same one. Installs Node's for code that posts tasks. */
export function installMessageChannel(): void {
  Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
}

/** Resolves after a message posted now has been delivered: a task later, whatever the clock does. */
export { nextTask } from "../src/rendering/next-task";
