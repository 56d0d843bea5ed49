import { options } from "preact";
import { afterHydration } from "./hydration-slices";

/**
 * When Preact runs effects (`useEffect`): in a task of their own right
 * after the render's, as React does, instead of Preact's default, after the
 * next animation frame. The default made an effect wait for a frame:
 *
 * - a listener an effect puts back after a render (the search shortcut
 *   after the dialog closes) missed a key pressed in that frame;
 * - in a background tab, where frames stop, effects waited for Preact's
 *   35 ms fallback timer, which browsers slow to once a second there;
 * - under a test's paused clock (Playwright's `page.clock` holds frames
 *   and timers), effects never ran.
 *
 * A MessageChannel message is a task no clock or frame holds back. While the
 * page's first hydration is under way in slices, effects wait for its end,
 * so that the page's HTML is the server's until the whole page has hydrated,
 * as the hydration check expects. Called
 * before the first render; does nothing where React renders (the preview).
 * Returns a function that puts Preact's own timing back.
 */
export function runEffectsAfterRender(): () => void {
  const previous = options.requestAnimationFrame;
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    for (const flush of waiting.splice(0)) flush();
  };
  options.requestAnimationFrame = (flush: () => void) => {
    waiting.push(flush);
    // While the page hydrates in slices, effects wait until it has hydrated whole: its DOM stays the server's till then.
    if (waiting.length === 1) afterHydration(() => channel.port2.postMessage(null));
  };
  return () => {
    options.requestAnimationFrame = previous;
    channel.port1.close();
  };
}
