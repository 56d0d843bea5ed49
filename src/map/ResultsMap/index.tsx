import { createChunkComponent } from "../../ui/ChunkLoader";
import type { ResultsMapProps } from "./ResultsMapView";

/**
 * The results map, in a chunk of its own with its boundary data and
 * projection: downloaded the first time an answer with coordinates is
 * shown, by the console or the home page's live example, never with a page.
 * Its loading is not announced: it comes with an answer whose summary is
 * the one status the reader hears.
 */
export const ResultsMap = createChunkComponent<ResultsMapProps>(
  () => import(/* webpackChunkName: "results-map" */ "./ResultsMapView"),
  "The map",
  { announceLoading: false },
);
