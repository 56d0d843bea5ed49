/** Escapes one JSON Pointer token (RFC 6901). */
export const escapePointerToken = (token: string | number) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");

/** Builds a JSON Pointer such as `#/paths/~1postcodes/get` from tokens. */
export function jsonPointer(tokens: readonly (string | number)[]): string {
  return `#${tokens.map((t) => `/${escapePointerToken(t)}`).join("")}`;
}

/**
 * A problem in an OpenAPI description. The message always names the file
 * and the JSON Pointer of the offending place, and says what to do.
 */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(`${file} ${pointer}: ${problem}`);
    this.name = "SpecError";
  }
}

/** Several problems found in one pass, reported together. */
export class SpecErrors extends Error {
  constructor(
    readonly errors: SpecError[],
    /**
     * The files (absolute paths) the description was being read from, when
     * the loader found the problems: `gatsby develop` watches them, so that
     * fixing any of them is seen, even one outside the description's folder.
     */
    readonly files: readonly string[] = [],
  ) {
    super(
      `The OpenAPI description has ${errors.length} problem${errors.length === 1 ? "" : "s"}:\n${errors.map((e) => `  - ${e.message}`).join("\n")}`,
    );
    this.name = "SpecErrors";
  }
}
