/**
 * Checks across all the operations of a description, once their records
 * are built: two operations that would share a page (a problem), and
 * operations whose page moves whenever their path is edited (a warning).
 */
import type { OperationRecord } from "./records";
import { SpecError } from "./spec-error";

/** The place an operation is written: its path file and the pointer in it (`#/get`), or the root file and the full pointer. */
function operationPlace(
  operation: Pick<OperationRecord, "file" | "pointer" | "method">,
  sourceFile: string,
): { file: string; pointer: string } {
  return operation.file && operation.file !== sourceFile
    ? { file: operation.file, pointer: `#/${operation.method}` }
    : { file: sourceFile, pointer: operation.pointer };
}

const describe = (operation: OperationRecord) => `${operation.method.toUpperCase()} ${operation.path}`;

/** One problem per operation whose page slug an earlier operation already has: two operations must not share a page. */
export function findSlugClashes(operations: readonly OperationRecord[], sourceFile: string): SpecError[] {
  const bySlug = new Map<string, OperationRecord>();
  const problems: SpecError[] = [];
  for (const operation of operations) {
    const other = bySlug.get(operation.slug);
    if (!other) {
      bySlug.set(operation.slug, operation);
      continue;
    }
    const here = operationPlace(operation, sourceFile);
    const there = operationPlace(other, sourceFile);
    const clash =
      operation.operationId !== null && operation.operationId === other.operationId
        ? `has operationId "${operation.operationId}", which ${describe(other)} (${there.file} ${there.pointer}) has too; operationIds must be unique`
        : `gets the page slug "${operation.slug}", which ${describe(other)} (${there.file} ${there.pointer}) gets too; two operations cannot share a page`;
    problems.push(new SpecError(here.file, here.pointer, `${describe(operation)} ${clash}. Give one of them another operationId.`));
  }
  return problems;
}

/** camelCase of a slug: the operationId that would keep an operation's page where it is. */
const camelCase = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Warnings for operations without an operationId: their page slug comes
 * from the method and path (`get-ping`), so it changes whenever the path is
 * edited, and links to the page break.
 */
export function findOperationWarnings(operations: readonly OperationRecord[], sourceFile: string): string[] {
  return operations
    .filter((operation) => operation.operationId === null)
    .map((operation) => {
      const { file, pointer } = operationPlace(operation, sourceFile);
      return (
        `${file} ${pointer}: ${describe(operation)} has no operationId, so its page slug "${operation.slug}" is made from the method and path ` +
        `and changes whenever they do. Add one to keep the page where it is, for example \`operationId: ${camelCase(operation.slug)}\`.`
      );
    });
}

/**
 * One problem per `x-required-inputs` that names what the operation has not: a parameter it does not
 * take, or an answer that is none of its response examples. The console and the MCP tools would check
 * input against names that are not there, or cite an answer the reference does not show.
 */
export function findRequiredInputProblems(operations: readonly OperationRecord[], sourceFile: string): SpecError[] {
  return operations.flatMap((operation) => {
    const required = operation.requiredInputs;
    if (!required) return [];
    const { file, pointer } = operationPlace(operation, sourceFile);
    const at = `${pointer}/x-required-inputs`;
    const names = new Set(operation.parameters.map((p) => p.name));
    const problems: SpecError[] = [];
    for (const i of required.malformedGroups)
      problems.push(
        new SpecError(
          file,
          `${at}/groups/${i}`,
          `${describe(operation)}: a group of x-required-inputs must be a list of parameter names, such as [lon, lat] or [q]. Write this one so.`,
        ),
      );
    if (required.groups.length === 0 && required.malformedGroups.length === 0)
      problems.push(
        new SpecError(
          file,
          `${at}/groups`,
          `${describe(operation)}: x-required-inputs has no groups. Give \`groups: [[name, …], …]\`, a list of lists of its parameters' names.`,
        ),
      );
    for (const [i, group] of required.groups.entries())
      for (const name of group)
        if (!names.has(name))
          problems.push(
            new SpecError(
              file,
              `${at}/groups/${i}`,
              `${describe(operation)} has no parameter "${name}" (it has ${[...names].join(", ") || "none"}). Name its parameters as written, an alias included.`,
            ),
          );
    const examples = operation.responses
      .filter((r) => r.status === required.status)
      .flatMap((r) => r.content.flatMap((media) => media.examples.map((e) => e.name)));
    if (!examples.includes(required.example))
      problems.push(
        new SpecError(
          file,
          `${at}/answer`,
          `${describe(operation)}: x-required-inputs answers with the example "${required.example}" of response "${required.status}", which it does not have${
            examples.length > 0 ? ` (that response's examples: ${examples.join(", ")})` : ""
          }. Give \`answer: { status, example }\` naming one of its response examples.`,
        ),
      );
    return problems;
  });
}
