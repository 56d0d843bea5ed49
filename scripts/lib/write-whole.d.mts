/** Writes `text` to `target` in one step, through a file in `scratch` (see write-whole.mjs). */
export function writeWhole(target: string, text: string, scratch: string): void;
