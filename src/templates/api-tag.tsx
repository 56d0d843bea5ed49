import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ApiPage } from "../api-reference/ApiPage";
import { OperationListPart } from "../api-reference/OperationList/part";
import { HydrationBoundary } from "../rendering/hydration";
import type { WithPageParts } from "../rendering/page-parts";
import { Seo } from "../shell/Seo";

type Data = Queries.ApiTagPageQuery;

/** One page per tag: what the group is for and its operations. */
export default function ApiTagTemplate({ data, location }: PageProps<Data>) {
  const tag = data.openApiTag;
  if (!tag) throw new Error("The tag of this page is missing from the OpenAPI data.");
  return (
    <ApiPage pathname={location.pathname} hub>
      <h1>{tag.name}</h1>
      {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
      <h2 id="operations">Operations</h2>
      <HydrationBoundary name="operations">
        <OperationListPart.Component operations={tag.operations} />
      </HydrationBoundary>
    </ApiPage>
  );
}

(ApiTagTemplate as WithPageParts).preloadParts = OperationListPart.load;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const tag = data.openApiTag;
  return <Seo title={`${tag?.name ?? "Tag"} (API reference)`} description={tag?.metaDescription ?? ""} pathname={location.pathname} />;
};

export const query = graphql`
  query ApiTagPage($id: String!) {
    openApiTag(id: { eq: $id }) {
      name
      descriptionHtml
      metaDescription
      operations {
        slug
        method
        path
        summary
      }
    }
  }
`;
