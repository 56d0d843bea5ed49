import { successExample } from "../success-example";
import type { OperationView } from "./operation-view";

/** The id of the example shown beside the code samples, which the response it belongs to links to instead of showing it again. */
export const BESIDE_EXAMPLE_ID = "example-response";

/** The example an operation page shows beside its code samples, and where it is among the responses. */
export function besideExample(operation: OperationView) {
  const beside = successExample(operation.responses);
  if (!beside) return null;
  const media = beside.response.content.find((m) => m.examples.includes(beside.example));
  return { ...beside, mediaType: media?.mediaType ?? "" };
}

export type BesideExample = ReturnType<typeof besideExample>;
