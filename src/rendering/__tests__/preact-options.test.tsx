/** @jsxImportSource preact */
import { options, render } from "preact";
import { useEffect } from "preact/hooks";
import { runEffectsAfterRender } from "../preact-options";
import { installMessageChannel, nextTask } from "../../../test-utils/preact-tests";

installMessageChannel();

describe("Preact's effects", () => {
  afterEach(() => jest.useRealTimers());

  function renderCounting(container: HTMLElement, ran: string[], label: string) {
    function Effect() {
      useEffect(() => void ran.push(label), []);
      return <p>{label}</p>;
    }
    render(<Effect />, container);
  }

  it("run in the task after the render, with frames and timers held", async () => {
    jest.useFakeTimers(); // holds requestAnimationFrame and setTimeout, as a test's paused clock does
    const ran: string[] = [];
    const container = document.createElement("div");

    renderCounting(container, ran, "Preact's default");
    await nextTask();
    expect(ran).toEqual([]); // waiting for a frame that does not come

    const preactDefault = options.requestAnimationFrame;
    const undo = runEffectsAfterRender();
    const again = document.createElement("div");
    renderCounting(again, ran, "after the render");
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(expect.arrayContaining(["after the render"]));
    render(null, container);
    render(null, again);
    undo();
    expect(options.requestAnimationFrame).toBe(preactDefault);
  });
});
