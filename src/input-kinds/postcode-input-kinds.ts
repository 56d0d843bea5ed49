import { isValid, toNormalised, validOutcode } from "postcode";
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
    return normalised ? { valid: true, normalised } : { valid: false, message: "not a valid UK postcode" };
  },
};

/** Outward codes: the service removes all whitespace and upper-cases them. */
const outcode: InputKind = {
  label: "outward code",
  // "H1", "ES6", "N1": as likely to be a search for a heading or a version as for a place.
  unmistakable: false,
  check(text) {
    const compact = text.replace(/\s+/g, "").toUpperCase();
    return validOutcode(compact) ? { valid: true, normalised: compact } : { valid: false, message: "not a valid UK outward code" };
  },
};

/** The input kinds of our description (`x-input-kind: postcode` and `outcode`). */
export const POSTCODE_INPUT_KINDS: InputKinds = { postcode, outcode };
