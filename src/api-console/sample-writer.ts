import type * as LiveSamples from "./live-samples";
import { loadOnce } from "../ui/ChunkLoader/load-once";

/** The functions that write code samples for the console's request (see live-samples.ts). */
export type SampleWriter = typeof LiveSamples;

/**
 * Loads the code sample generators (@readme/httpsnippet, which also writes
 * the page's samples at build time, with our touches). They are a chunk of
 * their own, downloaded when a console opens: the generator cannot be split
 * by language, and the console's chunk is also what the home page's
 * lookup shares, which writes no sample. The samples' grammars come
 * separately, one language at a time (sample-grammars.ts). Loaded once; a
 * failed download is tried again on the next call.
 */
export const loadSampleWriter = loadOnce((): Promise<SampleWriter> => import(/* webpackChunkName: "sample-generators" */ "./live-samples"));
