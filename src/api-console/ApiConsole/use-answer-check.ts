import { createOnDemandModule, type OnDemandState } from "../../ui/ChunkLoader/on-demand-module";

type CheckModule = typeof import("../answer-check-chunk");

export type CheckModuleState = OnDemandState<CheckModule>;

/**
 * The answer check's code, downloaded when `wanted` first turns true (the
 * console's first answer), then kept. A failed download says so and can be
 * tried again; the answer shows as usual meanwhile.
 */
export const useAnswerCheckModule = createOnDemandModule(() => import(/* webpackChunkName: "answer-check" */ "../answer-check-chunk"));
