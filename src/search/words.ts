/**
 * The search's one tokenizer: how a text becomes words, for the engine
 * (src/search/document-search.ts), its ranking and the spelling correction:
 * - a word is made of letters, digits and underscores ({@link wordRuns}:
 *   the spelling correction corrects each run as it was typed);
 * - a query is split at spaces, and each word loses its punctuation and
 *   case ("SW1A-1AA" is the word "sw1a1aa", "admin_district" keeps its
 *   underscore) — {@link queryWords};
 * - a text is indexed by the same words and also by the parts of compound
 *   ones ("nearestPostcode" gives "nearest" and "postcode") —
 *   {@link indexedWords};
 * - a word with another ending is the same word ("geocode", "geocoding") —
 *   {@link wordStem}, {@link sameWord}.
 * Pure, and small: it is in the chunk that searches.
 */

/** A run of a word's characters (letters, digits, underscores) as typed, and where it starts. */
export interface WordRun {
  run: string;
  start: number;
}

/** Characters that are not part of a word: a query loses them. */
const notWordCharacter = /[^\p{L}\p{N}_]/gu;

/** The runs of letters, digits and underscores of a text, as typed, with where each starts ("/postcodes/{postcode}" has two). */
export const wordRuns = (text: string): WordRun[] =>
  [...text.matchAll(/[\p{L}\p{N}_]+/gu)].map((m) => ({ run: m[0], start: m.index ?? 0 }));

/** The words of a query as the search engines read them: split at spaces, punctuation dropped, lower-cased. */
export const queryWords = (query: string): string[] =>
  query
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(notWordCharacter, ""))
    .filter(Boolean);

/**
 * The words of a text as the index holds them: each word as a query would
 * be read ({@link queryWords}), and the parts of compound words
 * ("admin_district" also gives "admin" and "district", "nearestPostcode"
 * "nearest" and "postcode", "SE1P5ZZ" "se", "1", "p"…).
 */
export function indexedWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const whole = raw.toLowerCase().replace(notWordCharacter, "");
    if (whole) words.push(whole);
    const seen = new Set([whole]);
    // The words between punctuation, underscores kept ("codes.admin_district" gives "admin_district", as a
    // query types the field), then their parts ("admin", "district"; "codes.lau2" gives "lau2", "lau", "2").
    const parts = [
      ...raw.split(/[^\p{L}\p{N}_]+/u),
      ...raw.split(/[^\p{L}\p{N}]+/u),
      ...raw.split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u),
    ];
    for (const part of parts) {
      const word = part.toLowerCase();
      if (word && !seen.has(word)) {
        seen.add(word);
        words.push(word);
      }
    }
  }
  return words;
}

/** A code: a word that starts with a letter and holds a digit ("se17ew", "ccg19cdh"; not "2000m", a number with its unit). */
export const isCode = (word: string): boolean => /^\p{L}/u.test(word) && /\p{N}/u.test(word);

/** The endings {@link wordStem} drops, longest first. */
const ENDINGS = ["ions", "ion", "ing", "ies", "ed", "es", "e", "s", "y"];

/**
 * A word without its ending ("geocoding", "geocodes" and "geocode" are all
 * "geocod"; "validation" and "validate" "validat"; "boundaries" and
 * "boundary" "boundar"; "codes" and "code" "code"): the longest of a final
 * "ions", "ion", "ing", "ies", "ed", "es", "e", "s" or "y" that leaves four
 * letters or more is dropped.
 */
export function wordStem(word: string): string {
  const lower = word.toLowerCase();
  // The longest ending that leaves four letters: "codes" is "code" ("es" would leave three), as "code" is.
  const ending = ENDINGS.find((end) => lower.endsWith(end) && lower.length - end.length >= 4);
  return ending ? lower.slice(0, -ending.length) : lower;
}

/** Whether two words are one word with another ending ("geocode" and "geocoding", "postcode" and "postcodes"; not "near" and "nearest"). */
export const sameWord = (a: string, b: string): boolean => a === b || wordStem(a) === wordStem(b);

/** Words that say nothing of what a page is about: a query need not match them, a name's coverage does not count them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "can",
  // Every page of the site is documentation: "incode outcode documentation" asks about incode and outcode.
  "doc",
  "docs",
  "documentation",
  "do",
  "does",
  "for",
  "from",
  // A request's verb, not its subject: "get postcode" asks for a postcode, not for every request that reads GET.
  // A method with its path ("GET /random/places") is still found by the path.
  "get",
  "how",
  "i",
  "if",
  "in",
  "is",
  "it",
  "me",
  "my",
  "of",
  "on",
  "or",
  "the",
  "to",
  // "not found vs invalid": a comparison asks about both sides, not about the word.
  "versus",
  "vs",
  "what",
  "when",
  "where",
  "which",
  "why",
  "with",
]);

/**
 * The service's own names for things readers write in several words: the
 * search reads both the same way, in the pages and in queries ("outward
 * code lookup" and "outcode lookup" are one query; a page that says "no
 * longer in use" is about terminated postcodes).
 */
const SAME_AS: readonly [RegExp, string][] = [
  [/\boutward\s+code(s?)\b/gi, "outcode$1"],
  [/\bpost(?:code|al)\s+district(s?)\b/gi, "outcode$1"],
  [/\bpost\s+code(s?)\b/gi, "postcode$1"],
  [/\bno\s+longer\s+in\s+use\b/gi, "terminated"],
  [/\bself[\s-]+host(s|ed|ing)?\b/gi, "selfhost$1"],
];

/**
 * A text read with the service's own names for the things it names in several words ("outcode
 * lookup" for "outward code lookup"), and the phrases so replaced ("outward code"), in one pass.
 */
export function readSameNames(text: string): { named: string; phrases: string[] } {
  const phrases: string[] = [];
  const named = SAME_AS.reduce(
    (t, [pattern, name]) =>
      t.replace(pattern, (phrase: string, ...groups: unknown[]) => {
        phrases.push(phrase);
        return name.replace("$1", typeof groups[0] === "string" ? groups[0] : "");
      }),
    text,
  );
  return { named, phrases };
}

/** A text with the service's own names for the things it names in several words ({@link readSameNames}). */
export const withSameNames = (text: string): string => readSameNames(text).named;

/**
 * Readers' words for what the pages call otherwise: a query word here also
 * finds the service's words (a little less than its own). Each is the same
 * thing in this API's terms, not a guess at what a reader meant.
 */
export const READERS_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  // Coordinates, as readers abbreviate them.
  ["lat", ["latitude"]],
  ["lng", ["longitude"]],
  ["lon", ["longitude"]],
  ["long", ["longitude"]],
  ["coordinates", ["longitude", "latitude"]],
  ["coords", ["longitude", "latitude"]],
  // Both in one word ("lat/lon" is read as "latlon"), and a device's position, which is a coordinate pair.
  ["latlon", ["latitude", "longitude"]],
  ["latlong", ["latitude", "longitude"]],
  ["latlng", ["latitude", "longitude"]],
  ["lonlat", ["longitude", "latitude"]],
  ["gps", ["latitude", "longitude"]],
  // A grid reference (OSGR) is the eastings and northings.
  ["osgr", ["eastings", "northings"]],
  // Other countries' names for a postcode.
  ["zip", ["postcode"]],
  ["zipcode", ["postcode"]],
  // A retired postcode is a terminated one.
  ["retired", ["terminated"]],
  ["discontinued", ["terminated"]],
  ["expired", ["terminated"]],
  ["obsolete", ["terminated"]],
  // Scotland's postcodes are the Scottish ones.
  ["scotland", ["scottish"]],
  // Places are towns, cities and villages.
  ["town", ["place"]],
  ["towns", ["places"]],
  ["city", ["place"]],
  ["cities", ["places"]],
  ["village", ["place"]],
  ["villages", ["places"]],
  // Many at once is bulk.
  ["batch", ["bulk"]],
  ["multiple", ["bulk"]],
  ["many", ["bulk"]],
  // Near a point is nearest.
  ["nearby", ["nearest"]],
  ["closest", ["nearest"]],
  ["db", ["database"]],
  ["typeahead", ["autocomplete"]],
  ["suggest", ["autocomplete"]],
  ["verify", ["validate"]],
  // Whether a postcode exists is what validation answers.
  ["exists", ["validate"]],
  ["exist", ["validate"]],
  // Whether a postcode is valid is what validation answers.
  ["valid", ["validate"]],
  // An invalid one is what validation finds.
  ["invalid", ["validate"]],
  // A council is a local authority (the API's admin_district, county, ward), an LA for short.
  ["council", ["authority"]],
  ["councils", ["authorities"]],
  ["la", ["authority"]],
  // The API's specification is its OpenAPI description.
  ["spec", ["openapi"]],
  ["specification", ["openapi"]],
  // A field that may be null.
  ["nullable", ["null"]],
  // Letter case, as readers write it.
  ["lowercase", ["case"]],
  ["uppercase", ["case"]],
  // US spellings of British words the pages use.
  ["license", ["licence"]],
  ["licenses", ["licences"]],
]);
