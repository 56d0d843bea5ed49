import { graphql, type PageProps } from "gatsby";
import { GuideHead, GuidePage } from "../guides/GuidePage";
import { mdxComponents } from "../guides/mdx/mdx-components";

/** A guide written in MDX under content/docs (field-reference guides use schema-doc-page). */
export default function DocPageTemplate({ data, children, location }: PageProps<Queries.DocPageQuery>) {
  return (
    <GuidePage data={data} pathname={location.pathname} components={mdxComponents}>
      {children}
    </GuidePage>
  );
}

export const Head = GuideHead;

export const query = graphql`
  query DocPage($id: String!, $sidebarId: String, $operation: String) {
    ...GuidePageFields
  }
`;
