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
  const all = [...code.matchAll(new RegExp(find.source, find.flags.includes("g") ? find.flags : `${find.flags}g`))];
  const [match] = all;
  return all.length !== 1 || !match ? null : { at: match.index, text: match[0], groups: match.slice(1) };
}

/**
 * Applies each touch in turn. A RegExp touch's replacement may name its
 * groups as `$1`, `$2`…; a string touch's is used as written.
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
