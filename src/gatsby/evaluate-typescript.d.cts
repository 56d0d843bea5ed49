/** Types of evaluate-typescript.cjs, for the TypeScript files that import it. */

/** TypeScript that does not parse. The message starts with `file:line:column`, where the mistake is. */
export declare class TypeScriptSyntaxError extends SyntaxError {}

export interface EvaluateOptions {
  /** The file the text is from: named in syntax errors and stack traces. */
  fileName: string;
  /** Answers the module's imports (`require` calls once compiled). */
  require: (id: string) => unknown;
  /** The module object to fill, when the caller must know it before the module runs (circular imports). */
  module?: { exports: Record<string, unknown> };
}

/** Runs the text of a TypeScript module as CommonJS and returns its exports; throws a TypeScriptSyntaxError for a syntax error. */
export declare function evaluateTypeScript(text: string, options: EvaluateOptions): Record<string, unknown>;

/** Loads a TypeScript file of the site (and the TypeScript files it imports), read afresh on every call. */
export declare function requireTypeScript(file: string): Record<string, unknown>;
