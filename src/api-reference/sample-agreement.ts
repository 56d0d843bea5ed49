import { isJsonObject } from "../json/json-values";
import { SpecError } from "../../plugins/gatsby-source-openapi";
import { type SampleOperation, samplePathValues } from "./code-samples/request-model";
import { successExample } from "./success-example";

/** What the check reads of an operation: what its samples request and the examples beside them. */
export interface SampleCheckOperation {
  operationId: string | null;
  method: string;
  path: string;
  /** JSON Pointer of the operation in the bundled description. */
  pointer: string;
  /** The file its path item is written in, for messages. */
  file: string;
  parameters: SampleOperation["parameters"];
  codeSampleValues?: SampleOperation["codeSampleValues"];
  responses: readonly {
    status: string;
    content: readonly { examples: readonly { name: string; value: unknown; generated?: boolean | null }[] }[];
  }[];
}

/** Every string in a JSON value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  return isJsonObject(value) ? Object.values(value).flatMap(stringsIn) : [];
}

// Identifiers such as postcodes are compared as the service matches them: without case or spaces.
const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

const isNumeric = (schema: unknown) => isJsonObject(schema) && (schema.type === "number" || schema.type === "integer");

/**
 * Does the example answer for this path value? It does when one of its
 * strings starts with the value, compared without case or spaces: a lookup
 * repeats what was asked (`"postcode": "AB1 0AA"`), a nearest search puts
 * it first, an autocomplete answers with completions that start with it.
 */
export function exampleMentions(example: unknown, value: string): boolean {
  const wanted = compact(value);
  return stringsIn(example).some((s) => compact(s).startsWith(wanted));
}

/**
 * Checks that the code samples of every operation request what the success
 * example beside them answers. For each path parameter that names a
 * record (not a number such as a coordinate, which a result need not
 * repeat), the example must mention the sample's value. An example made
 * from the schema, or one without any string, is not checked. Returns one
 * message per disagreement, naming the file, JSON Pointer and operation,
 * and what to change.
 */
export function checkSampleAgreement(operations: readonly SampleCheckOperation[]): string[] {
  const problems: string[] = [];
  for (const operation of operations) {
    const beside = successExample(operation.responses);
    if (!beside || beside.example.generated || stringsIn(beside.example.value).length === 0) continue;
    const values = samplePathValues(operation);
    for (const { name, value, parameter } of values) {
      if (typeof value !== "string" || isNumeric(parameter?.schema) || exampleMentions(beside.example.value, value)) continue;
      const label = operation.operationId ?? `${operation.method.toUpperCase()} ${operation.path}`;
      problems.push(
        new SpecError(
          operation.file,
          operation.pointer,
          `the code samples of ${label} request ${name} ${JSON.stringify(value)}, but the ${beside.response.status} example ` +
            `"${beside.example.name}" shown beside them never mentions it (compared without case or spaces), so readers would ` +
            `copy a request that does not give that answer. Give the operation its own ${name} value that the example answers: ` +
            `declare the parameter in the operation with that example instead of a shared $ref, or set x-sample-values.path.${name}. ` +
            `Or change the example to the answer for ${JSON.stringify(value)}.`,
        ).message,
      );
    }
  }
  return problems;
}
