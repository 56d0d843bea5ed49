import type { OperationRecord } from "./records";
import { SpecError } from "./spec-error";

/** One problem per operation whose page slug an earlier operation already has: two operations must not share a page. */
export function findSlugClashes(operations: readonly OperationRecord[], sourceFile: string): SpecError[] {
  const bySlug = new Map<string, OperationRecord>();
  const problems: SpecError[] = [];
  for (const operation of operations) {
    const other = bySlug.get(operation.slug);
    if (other) {
      problems.push(
        new SpecError(
          sourceFile,
          operation.pointer,
          `this operation and ${other.pointer} both get the page slug "${operation.slug}"; give one of them a different operationId`,
        ),
      );
    } else bySlug.set(operation.slug, operation);
  }
  return problems;
}
