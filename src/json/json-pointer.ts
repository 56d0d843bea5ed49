import { isJsonObject } from "./json-values";

/**
 * JSON Pointers (RFC 6901): "" is the whole value, "/a/0" its key `a`,
 * then the first item. In a token `~` is written `~0` and `/` is `~1`.
 */

/** A key or index as a pointer token. */
export const escapePointerToken = (token: string | number): string => String(token).replace(/~/g, "~0").replace(/\//g, "~1");

/** A pointer token as the key it stands for (`~1` before `~0`, so that `~01` stays `~1`). */
export const unescapePointerToken = (token: string): string => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** The pointer one level down: `/a` and `b` give `/a/b`. */
export const childPointer = (pointer: string, token: string | number): string => `${pointer}/${escapePointerToken(token)}`;

/**
 * The keys of a pointer, or of a URI fragment holding one (`#/components/schemas/A~1B` gives
 * `components`, `schemas`, `A/B`); null when the text is neither.
 */
export function pointerTokens(pointer: string): string[] | null {
  let text = pointer;
  if (text.startsWith("#")) {
    try {
      text = decodeURIComponent(text.slice(1));
    } catch {
      return null;
    }
  }
  if (text === "") return [];
  if (!text.startsWith("/")) return null;
  return text.slice(1).split("/").map(unescapePointerToken);
}

/** The value at `tokens` inside `root`, or undefined when there is none. */
export function valueAtTokens(root: unknown, tokens: readonly string[]): unknown {
  let current = root;
  for (const token of tokens) {
    if (Array.isArray(current)) current = /^(0|[1-9]\d*)$/.test(token) ? current[Number(token)] : undefined;
    else if (isJsonObject(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}
