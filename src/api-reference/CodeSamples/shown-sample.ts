/**
 * Which of a set of code samples is on screen: the one in the reader's
 * language, else the first. Apart from the tabs, so that the API console
 * can fetch the grammar of the sample shown without loading them.
 */
export function shownSampleIndex(samples: readonly { id: string }[], language: string | null): number {
  return Math.max(
    0,
    samples.findIndex((s) => s.id === language),
  );
}
