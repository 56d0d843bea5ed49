/** The parts of a response this module reads. */
interface ResponseWithExamples {
  status: string;
  content: readonly { examples: readonly unknown[] }[];
}

/** The type of one example of a response. */
type ExampleOf<R extends ResponseWithExamples> = R["content"][number]["examples"][number];

/**
 * The example an operation page shows beside its code samples: the first
 * example of the first 2xx response that has one. Null when no success
 * response has an example. Shared by the page and the build check that
 * keeps samples and this example in agreement.
 */
export function successExample<R extends ResponseWithExamples>(responses: readonly R[]): { response: R; example: ExampleOf<R> } | null {
  const response = responses.find((r) => r.status.startsWith("2") && r.content.some((c) => c.examples.length > 0));
  const example = response?.content.find((c) => c.examples.length > 0)?.examples[0];
  return response && example !== undefined ? { response, example: example as ExampleOf<R> } : null;
}
