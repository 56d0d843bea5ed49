import { HydrationBoundary } from "../../rendering/hydration";
import { pagePart } from "../../rendering/page-parts";
import { Layout } from "../../shell/Layout";
import type { HomeContentProps } from "./HomeContent";

/**
 * The home page's content, loaded on demand (src/rendering/page-parts.ts):
 * the page keeps its server HTML until the code arrives, then hydrates it.
 */
const HomeContent = pagePart<HomeContentProps>(() => import("./HomeContent").then((m) => m.HomeContent));

/** Loads the home page's content (its template's `preloadParts`). */
export const preloadHomeParts = HomeContent.load;

/** The home page: what the service does, a first request and its answer, and the ways in. */
export function HomePage({ firstRequest, sampleLanguageCount, lookup }: HomeContentProps) {
  void preloadHomeParts(); // starts the download while the page around it renders
  return (
    <Layout>
      <HydrationBoundary name="home">
        <HomeContent.Component firstRequest={firstRequest} sampleLanguageCount={sampleLanguageCount} lookup={lookup} />
      </HydrationBoundary>
    </Layout>
  );
}
