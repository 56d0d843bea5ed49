/**
 * The site's one edit distance: how far a mistyped word is from the word
 * meant, for the search's spelling correction (src/search/spelling.ts) and
 * the "did you mean" of the configuration's checks (src/config) and of the MCP tools (src/mcp/near-names.ts).
 */

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions,
 * deletions, substitutions and swaps of two neighbouring letters count 1),
 * or `max + 1` as soon as it must exceed `max` (no limit by default).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
