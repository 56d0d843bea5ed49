import type { ComponentProps } from "react";
import { pagePart } from "../../rendering/page-parts";

/** The description's download links, loaded on demand (src/rendering/page-parts.ts): plain links, nothing to answer input. */
export const SpecDownloadsPart = pagePart<ComponentProps<typeof import(".").SpecDownloads>>(() => import(".").then((m) => m.SpecDownloads));
