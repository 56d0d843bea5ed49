import { isValid, match, toNormalised, toOutcode, validOutcode } from "postcode";
import type { InputKind, InputKinds } from "./input-kinds";

/**
 * UK postcodes and outward codes, checked with the `postcode` package (by
 * the service's own authors). Its format is the one the service checks
 * (1 or 2 letters, a digit, an optional letter or digit, any whitespace, a
 * digit and two letters); the service trims the ends first, and so do we.
 */
const postcode: InputKind = {
  label: "UK postcode",
  unmistakable: true,
  check(text) {
    const trimmed = text.trim();
    const normalised = isValid(trimmed) ? toNormalised(trimmed) : null;
    if (normalised) return { valid: true, normalised };
    const meant = postcodeWithin(trimmed);
    return { valid: false, message: `not a valid UK postcode${meant ? ` (did you mean “${meant}”?)` : ""}` };
  },
};

/**
 * The one postcode a text holds whole, once the usual slips are read as spaces ("SW1A+1AA",
 * "SW1A-1AA", "sw1a_1aa") or set apart (quotes, "SW1A 1AA, London"): what the text was likely
 * meant as. None where it holds none or several, or where letters or digits run on ("SW1A 1AAA"
 * may be a slip of any postcode).
 */
function postcodeWithin(text: string): string | null {
  const spaced = text.replace(/[+_\-.]/g, " ");
  const found = match(spaced).filter((candidate) => {
    const at = spaced.indexOf(candidate);
    return !/[A-Za-z0-9]/.test(spaced[at - 1] ?? "") && !/[A-Za-z0-9]/.test(spaced[at + candidate.length] ?? "");
  });
  return found.length === 1 ? toNormalised(found[0]) : null;
}

/** Outward codes: the service removes all whitespace and upper-cases them. */
const outcode: InputKind = {
  label: "outward code",
  // "H1", "ES6", "N1": as likely to be a search for a heading or a version as for a place.
  unmistakable: false,
  check(text) {
    const compact = text.replace(/\s+/g, "").toUpperCase();
    if (validOutcode(compact)) return { valid: true, normalised: compact };
    // A whole postcode where its first half is wanted: that half.
    const whole = isValid(text.trim()) ? toOutcode(text.trim()) : null;
    return { valid: false, message: `not a valid UK outward code${whole ? ` (a full postcode: its outward code is “${whole}”)` : ""}` };
  },
};

/** The input kinds of our description (`x-input-kind: postcode` and `outcode`). */
export const POSTCODE_INPUT_KINDS: InputKinds = { postcode, outcode };
