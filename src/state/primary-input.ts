import { createMediaQueryStore, useBrowserStore } from "./browser-store";

/** How the reader mostly points: `touch` on a phone or tablet, `pointer` with a mouse or trackpad; `ssr` until hydrated. */
export type PrimaryInput = "ssr" | "touch" | "pointer";

/** True where the main input is a finger: a coarse pointer that cannot hover (phones and tablets, not touch laptops). */
export const TOUCH_MEDIA_QUERY = "(pointer: coarse) and (hover: none)";

const primaryInputStore = createMediaQueryStore<PrimaryInput>(TOUCH_MEDIA_QUERY, "touch", "pointer");

/** The reader's main input, so that help says what the device can do; changes when it does (a tablet docked to a keyboard). */
export function usePrimaryInput(): PrimaryInput {
  return useBrowserStore(primaryInputStore, "ssr");
}
