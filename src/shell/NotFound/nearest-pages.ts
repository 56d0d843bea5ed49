import { editDistance } from "../../text/edit-distance";
import { indexedWords, sameWord } from "../../search/words";
import { trimTrailingSlashes } from "../../navigation/paths";

/** A page a reader may have meant: its address and title. */
export interface KnownPage {
  path: string;
  title: string;
}

/** Parts of an address that say nothing about the page meant: every guide is under /docs; a file's ending. */
const SAYS_NOTHING = new Set(["docs", "index", "html", "htm", "md"]);

/** An address as typed, decoded where it can be ("%20" is a space), without a trailing slash. */
function decoded(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    /* a broken escape: keep the address as typed */
  }
  return trimTrailingSlashes(path);
}

/** The words of an address: its segments split at "-", "_", "." and spaces, lower-cased, without those that say nothing. */
export function addressWords(pathname: string): string[] {
  return decoded(pathname)
    .toLowerCase()
    .split(/[/\-_.\s]+/)
    .filter((word) => word !== "" && !SAYS_NOTHING.has(word));
}

/** How many letters a word may be mistyped by and still be read as another: none for short words. */
const tolerance = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** Whether a typed word is a page's word: the same word with another ending, or that word mistyped. */
const matches = (typed: string, word: string) => sameWord(typed, word) || editDistance(typed, word, tolerance(typed)) <= tolerance(typed);

/**
 * The pages whose address or title says most of what the typed address says, best first, at most `limit`:
 * each word of the address (a segment, or a part of one) counts when the page's address or title has it,
 * with another ending or mistyped by a letter or two; a word in the same place of the address counts a
 * little more, and a word of the page's address that the typed one lacks a little less; among equals, the address nearest the typed one as a string. None when no word matches.
 * `/docs/postcodes/lookup` finds `/docs/postcode/lookup` first.
 */
export function nearestPages(pathname: string, pages: readonly KnownPage[], limit = 5): KnownPage[] {
  const typed = addressWords(pathname);
  if (typed.length === 0) return [];
  const typedPath = decoded(pathname).toLowerCase();
  const scored = pages.map((page) => {
    const pathWords = addressWords(page.path);
    const words = [...pathWords, ...indexedWords(page.title)];
    let score = 0;
    typed.forEach((word, i) => {
      if (words.some((w) => matches(word, w))) score += 1;
      if (pathWords[i] !== undefined && matches(word, pathWords[i])) score += 0.5;
    });
    // A word of the page's address that the typed one lacks says it is another page ("bulk-postcode-lookup").
    score -= 0.25 * pathWords.filter((w) => !typed.some((word) => matches(word, w))).length;
    return { page, score, distance: editDistance(typedPath, page.path.toLowerCase()) };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .slice(0, limit)
    .map((s) => s.page);
}
