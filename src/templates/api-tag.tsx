import { graphql, type HeadProps, type PageProps } from "gatsby";
import { htmlToText, summarise } from "../seo/meta-description";
import { ApiPage } from "../api-reference/ApiPage";
import { OperationList } from "../api-reference/OperationList";
import { Seo } from "../shell/Seo";

type Data = Queries.ApiTagPageQuery;

/** One page per tag: what the group is for and its operations. */
export default function ApiTagTemplate({ data, location }: PageProps<Data>) {
  const tag = data.openApiTag;
  if (!tag) throw new Error("The tag of this page is missing from the OpenAPI data.");
  return (
    <ApiPage pathname={location.pathname}>
      <h1>{tag.name}</h1>
      {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
      <h2 id="operations">Operations</h2>
      <OperationList operations={tag.operations} />
    </ApiPage>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => {
  const tag = data.openApiTag;
  const description = summarise(htmlToText(tag?.descriptionHtml) || `Operations tagged ${tag?.name} in the API reference.`);
  return <Seo title={`${tag?.name ?? "Tag"} (API reference)`} description={description} pathname={location.pathname} />;
};

export const query = graphql`
  query ApiTagPage($id: String!) {
    openApiTag(id: { eq: $id }) {
      name
      descriptionHtml
      operations {
        slug
        method
        path
        summary
      }
    }
  }
`;
