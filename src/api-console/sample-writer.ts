import type * as LiveSamples from "./live-samples";

/** The functions that write code samples for the console's request (see live-samples.ts). */
export type SampleWriter = typeof LiveSamples;

let loading: Promise<SampleWriter> | null = null;

/**
 * Loads the code sample generators: @readme/httpsnippet, which writes the
 * page's samples at build time, and Prism with the samples' grammars. They
 * are a chunk of their own, downloaded when a console opens, because the
 * console's chunk also serves the home page's postcode lookup, which writes
 * no sample. Loaded once; a failed download is tried again on the next call.
 */
export function loadSampleWriter(): Promise<SampleWriter> {
  if (!loading) {
    const load = import(/* webpackChunkName: "sample-generators" */ "./live-samples");
    loading = load;
    load.catch(() => {
      loading = null;
    });
  }
  return loading;
}
