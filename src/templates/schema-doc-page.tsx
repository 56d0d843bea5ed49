import { graphql, type PageProps } from "gatsby";
// gatsby-plugin-mdx wraps this template with generated code that calls
// React.createElement whenever the template imports from "react", so React
// itself must be in scope (hence React.useMemo rather than a named import).
import React from "react";
import { GuideHead, GuidePage } from "../guides/GuidePage";
import { SchemaFields, SchemaPageProvider } from "../api-reference/SchemaFields";
import { mdxComponents } from "../guides/mdx/mdx-components";

/** What a field-reference guide may use: the guides' components and <SchemaFields />. */
const components = { ...mdxComponents, SchemaFields };

/**
 * A field-reference guide (front matter `schema: <Name>`): a guide whose
 * <SchemaFields /> lists every field of that OpenAPI schema. A template of
 * its own keeps the schema data and the code that renders it out of the
 * JavaScript of every other guide.
 */
export default function SchemaDocPageTemplate({ data, children, location }: PageProps<Queries.SchemaDocPageQuery>) {
  const name = data.mdx?.frontmatter.schema ?? null;
  const schemaPage = React.useMemo(
    () => (name ? { name, schemas: new Map(data.allOpenApiSchema.nodes.map((n) => [n.name, n.schema])) } : null),
    [name, data.allOpenApiSchema],
  );
  return (
    <SchemaPageProvider value={schemaPage}>
      <GuidePage data={data} pathname={location.pathname} components={components}>
        {children}
      </GuidePage>
    </SchemaPageProvider>
  );
}

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
