/** @jest-environment jsdom */
import { onClientEntry } from "../../gatsby-browser";
import { installMessageChannel, nextTask } from "../../test-utils/tasks";

installMessageChannel();

describe("gatsby-browser", () => {
  it("onClientEntry lets Gatsby set up the page (router, page data) only in a later task than the app script's evaluation", async () => {
    const entry = onClientEntry as () => Promise<void> | void;
    let settled = false;
    const result = entry();
    expect(result).toBeInstanceOf(Promise);
    void (result as Promise<void>).then(() => (settled = true));
    // Gatsby continues in the promise's `then`: not among the microtasks of the task that evaluated the app script...
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    // ...but in a task of its own.
    await nextTask();
    expect(settled).toBe(true);
  });
});
