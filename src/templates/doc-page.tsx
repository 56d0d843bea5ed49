import { graphql, type PageProps } from "gatsby";
import { guideBody } from "../guides/guide-body";
import { GuideHead, GuidePage } from "../guides/GuidePage";
import type { WithPageParts } from "../rendering/page-parts";

interface GuideContext {
  docId: string;
}

/** The components a guide may use, loaded with its text. */
const components = () => import("../guides/mdx/mdx-components").then((m) => m.mdxComponents);

const body = (context: GuideContext) => guideBody(context.docId, components);

/** A guide written in MDX under content/docs (field-reference guides use schema-doc-page). */
export default function DocPageTemplate({ data, location, pageContext }: PageProps<Queries.DocPageQuery, GuideContext>) {
  const { Component, load } = body(pageContext);
  void load(); // starts the download while the page around it renders
  return (
    <GuidePage data={data} pathname={location.pathname}>
      <Component />
    </GuidePage>
  );
}

(DocPageTemplate as WithPageParts).preloadParts = (context) => body(context as GuideContext).load();

export const Head = GuideHead;

export const query = graphql`
  query DocPage($id: String!, $sidebarId: String, $operation: String) {
    ...GuidePageFields
  }
`;
