import type { Json, SchemaNames } from "./serialise-schema";
import { jsonPointer, SpecError } from "./spec-error";

/** What every step of record building needs: where problems are reported, and how Markdown and schemas are turned into JSON. */
export interface RecordContext {
  /** File named in error messages. */
  sourceFile: string;
  names: SchemaNames;
  renderMarkdown: (markdown: string) => string;
  /** Named schemas, serialised (for generating examples). */
  schemaJson: ReadonlyMap<string, Json>;
  /** Problems found so far; record building goes on after one, so all are reported together. */
  problems: SpecError[];
}

/** Records a problem at the JSON Pointer made of `tokens`. */
export function reportProblem(ctx: RecordContext, tokens: readonly (string | number)[], problem: string): void {
  ctx.problems.push(new SpecError(ctx.sourceFile, jsonPointer(tokens), problem));
}

/** A description as written, or null when there is none. */
export function descriptionText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** HTML of a Markdown description, or null when there is none. */
export function descriptionHtml(ctx: RecordContext, value: unknown): string | null {
  return typeof value === "string" && value.trim() ? ctx.renderMarkdown(value) : null;
}
