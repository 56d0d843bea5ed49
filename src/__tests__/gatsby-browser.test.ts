/** @jest-environment jsdom */
import { createElement } from "react";
import { onClientEntry, replaceHydrateFunction } from "../../gatsby-browser";
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

  it("in the preview, a root unmounted before the page's parts arrived is not rendered into", async () => {
    // gatsby develop serves an empty root; Gatsby may unmount it (a hot update) while the parts still load.
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      const container = document.createElement("div");
      const unmount = replaceHydrateFunction()(createElement("p", null, "page"), container);
      unmount();
      await nextTask();
      await nextTask();
      expect(rejections).toEqual([]);
      expect(container.textContent).toBe("");
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });
});
