import { graphql, type PageProps } from "gatsby";
import { useMemo } from "react";
import { SchemaPageProvider } from "../api-reference/SchemaFields/schema-page";
import { guideBody } from "../guides/guide-body";
import { GuideHead, GuidePage } from "../guides/GuidePage";
import type { WithPageParts } from "../rendering/page-parts";

interface GuideContext {
  docId: string;
}

/** What a field-reference guide may use: the guides' components and <SchemaFields />, loaded with its text. */
const components = () =>
  Promise.all([import("../guides/mdx/mdx-components"), import("../api-reference/SchemaFields")]).then(([guides, fields]) => ({
    ...guides.mdxComponents,
    SchemaFields: fields.SchemaFields,
  }));

const body = (context: GuideContext) => guideBody(context.docId, components);

/**
 * A field-reference guide (front matter `schema: <Name>`): a guide whose
 * <SchemaFields /> lists every field of that OpenAPI schema. A template of
 * its own keeps the schema data out of every other guide's page data, and
 * the code that renders it loads with the guide's text.
 */
export default function SchemaDocPageTemplate({ data, location, pageContext }: PageProps<Queries.SchemaDocPageQuery, GuideContext>) {
  const name = data.mdx?.frontmatter.schema ?? null;
  const schemaPage = useMemo(
    () => (name ? { name, schemas: new Map(data.allOpenApiSchema.nodes.map((n) => [n.name, n.schema])) } : null),
    [name, data.allOpenApiSchema],
  );
  const { Component, load } = body(pageContext);
  void load(); // starts the download while the page around it renders
  return (
    <SchemaPageProvider value={schemaPage}>
      <GuidePage data={data} pathname={location.pathname}>
        <Component />
      </GuidePage>
    </SchemaPageProvider>
  );
}

(SchemaDocPageTemplate as WithPageParts).preloadParts = (context) => body(context as GuideContext).load();

export const Head = GuideHead;

export const query = graphql`
  query SchemaDocPage($id: String!, $sidebarId: String, $operation: String, $schemaNames: [String!]) {
    ...GuidePageFields
    allOpenApiSchema(filter: { name: { in: $schemaNames } }, sort: { name: ASC }) {
      nodes {
        name
        schema
      }
    }
  }
`;
