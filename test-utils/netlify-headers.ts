// Reading a Netlify `_headers` file as Netlify does, for the tests of the generated one.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a `_headers` path pattern matches an address, as Netlify matches
 * them (the regular expression of netlify/cli's src/utils/headers.js, which
 * follows the production logic): `*` as a whole segment matches everything
 * after it, slashes included, and the folder itself (`/docs/*` matches
 * `/docs`); `*` inside a segment matches anything; other segments match
 * literally, with an optional trailing slash.
 */
export function netlifyMatches(pattern: string, address: string): boolean {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length === 0) return address === "/";
  let source = "^";
  for (const part of parts) {
    if (part === "*") source = source === "^" ? "^/?(.*)/?" : `${source.replace(/\/\?$/, "")}(?:|/|/(.*)/?)`;
    else if (part.includes("*")) source += `/${part.split("*").map(escapeRegExp).join("(.*)")}`;
    else source += `/${escapeRegExp(part)}/?`;
  }
  return new RegExp(`${source}$`, "i").test(address);
}

export interface NetlifyRule {
  pattern: string;
  /** "Name: value" lines. */
  headers: string[];
}

/** The rules of a `_headers` file, in order. */
export const parseNetlifyHeaders = (text: string): NetlifyRule[] =>
  text
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#")))
    .filter((lines) => lines.length > 0)
    .map(([pattern, ...headers]) => ({ pattern, headers: headers.map((line) => line.trim()) }));

/** The names of the headers Netlify sends for an address, once per matching rule (a name twice is a value joined to another). */
export const netlifyHeaderNames = (rules: readonly NetlifyRule[], address: string): string[] =>
  rules.filter((rule) => netlifyMatches(rule.pattern, address)).flatMap((rule) => rule.headers.map((header) => header.split(":")[0]));
