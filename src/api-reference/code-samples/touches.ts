/**
 * One of our own changes to a generated sample: `find` is replaced by
 * `replace`, and must occur exactly once, so a new version of the generator
 * that writes something else stops the build instead of leaving a sample
 * half changed.
 */
export type Touch = readonly [find: string | RegExp, replace: string];

/** Where `find` occurs in `code`, when it occurs exactly once. */
function onlyMatch(code: string, find: string | RegExp): { at: number; text: string; groups: string[] } | null {
  if (typeof find === "string") {
    const at = code.indexOf(find);
    return at === -1 || code.indexOf(find, at + 1) !== -1 ? null : { at, text: find, groups: [] };
  }
  // exec, not matchAll, and the flags read one by one, not from RegExp's `flags`: the browser build would bring core-js's
  // polyfills of those (some 5 KB gzip) into the console's sample generators.
  const pattern = new RegExp(find.source, `g${find.ignoreCase ? "i" : ""}${find.multiline ? "m" : ""}`);
  const first = pattern.exec(code);
  if (!first || pattern.exec(code)) return null;
  return { at: first.index, text: first[0], groups: first.slice(1) };
}

/**
 * Applies each touch in turn. A RegExp touch (its flags `i` and `m` are
 * kept) may name its groups in its replacement as `$1`, `$2`…; a string
 * touch's replacement is used as written.
 */
export function applyTouches(source: string, touches: readonly Touch[], where: string): string {
  return touches.reduce((code, [find, replace]) => {
    const match = onlyMatch(code, find);
    if (!match) {
      throw new Error(
        `${where}: the generated sample no longer contains ${String(typeof find === "string" ? JSON.stringify(find) : find)} exactly once. @readme/httpsnippet changed its output: update the touch in src/api-reference/code-samples/.`,
      );
    }
    const replacement =
      typeof find === "string" ? replace : replace.replace(/\$(\d)/g, (_, n: string) => match.groups[Number(n) - 1] ?? "");
    return `${code.slice(0, match.at)}${replacement}${code.slice(match.at + match.text.length)}`;
  }, source);
}
