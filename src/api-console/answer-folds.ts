import { childPointer } from "../json/json-pointer";
import { isJsonObject } from "../json/json-values";

/**
 * Most lines an answer's body is laid out in before it starts folded. Ten nearest postcodes (some
 * 470 lines) open whole; a bulk lookup of 100 (some 5,400 lines, 30,000 elements on a phone) does not.
 */
export const LONG_ANSWER_LINES = 600;

/** An entry folded to one line is shown whole when it is no longer than this. */
const SHORT_ENTRY_LINES = 12;

const isContainer = (value: unknown): value is object => typeof value === "object" && value !== null;

/** The lines of `value` laid out as JSON.stringify(value, null, 2) does, counted once per object. */
function lineCounter(): (value: unknown) => number {
  const known = new WeakMap<object, number>();
  const lines = (value: unknown): number => {
    if (!isContainer(value)) return 1;
    const seen = known.get(value);
    if (seen !== undefined) return seen;
    const members = Array.isArray(value) ? value : Object.values(value);
    const count = members.length === 0 ? 1 : members.reduce<number>((sum, member) => sum + lines(member), 2);
    known.set(value, count);
    return count;
  };
  return lines;
}

/**
 * The objects and lists (JSON Pointers) a long answer starts with folded: in every list, each entry
 * after the first is cut to a few lines. An entry's long members are folded when what is left is
 * short (a bulk lookup's `{"query": "SW1A 2AA", "result": {… 42 fields}}`), else the entry is. The
 * first entry of each list stays open, so that the shape of one is read whole. A body of at most
 * `LONG_ANSWER_LINES` lines folds nothing.
 */
export function longAnswerFolds(body: unknown, limit = LONG_ANSWER_LINES): ReadonlySet<string> {
  const lines = lineCounter();
  const folds = new Set<string>();
  if (lines(body) <= limit) return folds;
  const foldEntry = (entry: unknown, pointer: string) => {
    if (!isContainer(entry) || lines(entry) <= SHORT_ENTRY_LINES) return;
    if (isJsonObject(entry)) {
      const long = Object.entries(entry).filter(([, member]) => isContainer(member) && lines(member) > SHORT_ENTRY_LINES);
      const left = long.reduce((sum, [, member]) => sum - lines(member) + 1, lines(entry));
      if (long.length > 0 && left <= SHORT_ENTRY_LINES) {
        for (const [key] of long) folds.add(childPointer(pointer, key));
        return;
      }
    }
    folds.add(pointer);
  };
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => (i === 0 ? visit(entry, childPointer(pointer, 0)) : foldEntry(entry, childPointer(pointer, i))));
    } else if (isJsonObject(value)) {
      for (const [key, member] of Object.entries(value)) visit(member, childPointer(pointer, key));
    }
  };
  visit(body, "");
  return folds;
}
