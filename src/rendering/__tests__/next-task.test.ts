import { inNextTask, nextTask } from "../next-task";
import { installMessageChannel } from "../../../test-utils/tasks";

installMessageChannel();

describe("the next task", () => {
  afterEach(() => jest.useRealTimers());

  it("comes after the current task's microtasks, not among them", async () => {
    const order: string[] = [];
    const settled = nextTask().then(() => order.push("next task"));
    inNextTask(() => order.push("callback"));
    await Promise.resolve();
    await Promise.resolve();
    order.push("microtasks");
    await settled;
    await nextTask();
    expect(order).toEqual(["microtasks", "next task", "callback"]);
  });

  it("is not held by a paused clock (timers and frames faked)", async () => {
    jest.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
