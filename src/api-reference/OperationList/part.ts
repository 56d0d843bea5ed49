import type { ComponentProps } from "react";
import { pagePart } from "../../rendering/page-parts";
import type { OperationsByTagProps } from "./OperationsByTag";

/**
 * Lists of operations, loaded on demand (src/rendering/page-parts.ts): links
 * that work before their code arrives, which the tag pages and the API
 * index hydrate after the page around them.
 */
export const OperationListPart = pagePart<ComponentProps<typeof import(".").OperationList>>(() => import(".").then((m) => m.OperationList));
export const OperationsByTagPart = pagePart<OperationsByTagProps>(() => import("./OperationsByTag").then((m) => m.OperationsByTag));
