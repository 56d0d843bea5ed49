import type { SampleRequest } from "./request-model";

/**
 * Strings of a JSON body, written as string literals of a language that
 * builds the body natively (JavaScript's object literal, Python's dict).
 * The generator escapes too little there: JavaScript's literals (written by
 * stringify-object) keep a backslash as it is, so `back\slash` arrives as
 * `backslash`; Python's escape only the double quote, so a line break ends
 * the program with a SyntaxError. Each such literal is written again here,
 * escaped, in the same quotes; a string the generator already writes right
 * (every example of the description) is left as it is, so the samples on the
 * pages do not change. samples-run/ runs these samples with such a body.
 */
interface LiteralStyle {
  /** Where the body starts in the generated sample: only what follows is rewritten. */
  bodyStartsAt: string;
  /** How the generator writes a string value (as the target's code does). */
  generated: (text: string) => string;
  /** The literal that holds `text` exactly. */
  exact: (text: string) => string;
  /** How the generator writes a key, and how it should. */
  key: { generated: (text: string) => string; exact: (text: string) => string };
  /** The generator indents the lines of a value after the first, inside its strings too (Clojure). */
  indentsLines?: boolean;
}

/** A JavaScript single-quoted string: backslash, quote, and the four line terminators escaped. */
const javascriptString = (text: string) =>
  `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => ({ "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r" })[c] ?? `\\u${c.charCodeAt(0).toString(16)}`)}'`;

/** stringify-object 3's single-quoted string (what @readme/httpsnippet's JavaScript targets write). */
const stringifyObjectString = (text: string) => `'${text.replace(/[\r\n]/g, (c) => (c === "\n" ? "\\n" : "\\r")).replace(/\\?'/g, "\\'")}'`;

/**
 * A Python string literal: JSON's string syntax is Python's too (the same escapes: \\ \" \n \r \t
 * \b \f \uXXXX), and non-ASCII text stays as it is in the UTF-8 source.
 */
const pythonString = (text: string) => JSON.stringify(text);

/** A key stringify-object writes without quotes. */
const IDENTIFIER = /^[a-z$_][$\w]*$/i;

/** Escapes each of `characters` by `table`, or else by `other` (a control character's numeric escape). */
const escaping =
  (characters: RegExp, table: Readonly<Record<string, string>>, other: (code: number) => string = (code) => String.fromCharCode(code)) =>
  (text: string) =>
    text.replace(characters, (c) => table[c] ?? other(c.charCodeAt(0)));

const COMMON_ESCAPES = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };
// eslint-disable-next-line no-control-regex -- control characters are what these literals must escape.
const CONTROL = /[\\"\x00-\x1f\x7f]/g;

/** A C string's escapes (Objective-C's @"…" too): octal for other control characters, which is never greedy as \x is. */
const cEscapes = escaping(CONTROL, COMMON_ESCAPES, (code) => `\\${code.toString(8).padStart(3, "0")}`);

/** A Swift string: \\ \" \n \r \t, and \u{…} for other control characters. */
const swiftString = (text: string) => `"${escaping(CONTROL, COMMON_ESCAPES, (code) => `\\u{${code.toString(16)}}`)(text)}"`;

/** A Clojure string: a backslash and the quote escaped, and line breaks as \n and \r (other characters may stand as they are). */
const clojureString = (text: string) => `"${escaping(/[\\"\n\r]/g, COMMON_ESCAPES)(text)}"`;

/** How several of the generator's targets write a string: in double quotes, only `"` escaped. */
const quoteEscapedOnly = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

export const BODY_LITERAL_STYLES = {
  javascript: {
    bodyStartsAt: "body: JSON.stringify(",
    generated: stringifyObjectString,
    exact: javascriptString,
    key: {
      generated: (key) => (IDENTIFIER.test(key) ? key : stringifyObjectString(key)),
      exact: (key) => (IDENTIFIER.test(key) ? key : javascriptString(key)),
    },
  },
  python: {
    bodyStartsAt: "payload = ",
    generated: (text) => `"${text.replace(/"/g, '\\"')}"`,
    exact: pythonString,
    key: { generated: (key) => `"${key}"`, exact: pythonString },
  },
  swift: {
    bodyStartsAt: "let parameters = ",
    generated: quoteEscapedOnly,
    exact: swiftString,
    key: { generated: (key) => `"${key}"`, exact: swiftString },
  },
  objc: {
    bodyStartsAt: "NSDictionary *parameters = ",
    generated: (text) => `@${quoteEscapedOnly(text)}`,
    exact: (text) => `@"${cEscapes(text)}"`,
    key: { generated: (key) => `@"${key}"`, exact: (key) => `@"${cEscapes(key)}"` },
  },
  // Keys are keywords (:postcodes): what the generator writes is kept. A line break in a string is
  // written as \n, which the generator's indenting of multi-line values cannot reach.
  clojure: {
    bodyStartsAt: ":form-params ",
    generated: quoteEscapedOnly,
    exact: clojureString,
    key: { generated: (key) => `:${key}`, exact: (key) => `:${key}` },
    indentsLines: true,
  },
} satisfies Record<string, LiteralStyle>;

/** Every key and string value in a JSON value. */
function stringsIn(value: unknown, keys: Set<string>, values: Set<string>): void {
  if (typeof value === "string") values.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, keys, values);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      stringsIn(item, keys, values);
    }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sample with every string of its body written as an exact literal of the language. */
export function exactBodyLiterals(source: string, { bodyValue, body }: SampleRequest, style: LiteralStyle, where: string): string {
  if (body === null) return source;
  const keys = new Set<string>();
  const values = new Set<string>();
  stringsIn(bodyValue, keys, values);
  const at = source.indexOf(style.bodyStartsAt);
  if (at === -1) {
    throw new Error(
      `${where}: the generated sample no longer contains ${JSON.stringify(style.bodyStartsAt)}. @readme/httpsnippet changed its output: update src/api-reference/code-samples/body-literals.ts.`,
    );
  }
  let rest = source.slice(at);
  const rewrite = (generated: string, exact: string) => {
    if (generated === exact) return;
    // Where the generator indents the lines of a value, a line break in a string is followed by spaces it added.
    const pattern = new RegExp(escapeRegExp(generated).replace(/\n/g, style.indentsLines ? "\n *" : "\n"), "g");
    if (!pattern.test(rest)) {
      throw new Error(
        `${where}: the body no longer holds ${generated} as @readme/httpsnippet wrote it: update src/api-reference/code-samples/body-literals.ts.`,
      );
    }
    rest = rest.replace(pattern, () => exact);
  };
  // Longest first: a string that holds another is rewritten before the shorter one could match inside it.
  const byLength = (a: string, b: string) => b.length - a.length;
  for (const value of [...values].sort(byLength)) rewrite(style.generated(value), style.exact(value));
  for (const key of [...keys].sort(byLength)) rewrite(style.key.generated(key), style.key.exact(key));
  return source.slice(0, at) + rest;
}
