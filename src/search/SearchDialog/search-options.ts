import type { QuickLookupAction } from "./quick-lookup";
import type { SearchHit } from "../ranking";

/** One option of the results list: a page found, or the lookup of a value typed as the query. */
export type SearchOption = { kind: "hit"; hit: SearchHit } | { kind: "lookup"; action: QuickLookupAction };

/**
 * The options in order, and the one Enter opens until the reader moves
 * (-1 for none). A preferred lookup (a full postcode) comes first and is
 * the default. Any other (an outward code such as "ES6", which may as well
 * be a word searched for) comes after the results, and the first result
 * stays the default; with no results, nothing is active until an arrow key
 * or the mouse picks the lookup.
 */
export function searchOptions(
  hits: readonly SearchHit[],
  lookup: QuickLookupAction | null,
): { options: SearchOption[]; firstActive: number } {
  const found = hits.map((hit): SearchOption => ({ kind: "hit", hit }));
  if (!lookup) return { options: found, firstActive: found.length > 0 ? 0 : -1 };
  const option: SearchOption = { kind: "lookup", action: lookup };
  if (lookup.preferred) return { options: [option, ...found], firstActive: 0 };
  return { options: [...found, option], firstActive: found.length > 0 ? 0 : -1 };
}

/** The active option after an arrow key, wrapping round; from none, down goes to the first and up to the last. */
export function movedActive(active: number, move: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return move > 0 ? 0 : count - 1;
  return (active + move + count) % count;
}
