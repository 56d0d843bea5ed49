import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// gatsby-plugin-mdx wraps this template with generated code that calls
// React.createElement whenever the template imports from "react", so React
// itself must be in scope (hence React.useMemo rather than a named import).
import React from "react";
import { apiOperationPath } from "../api-reference/api-paths";
import type { Json } from "../api-reference/schema/schema-model";
import { DocPage } from "../components/DocPage";
import { Link } from "../components/Link";
import { SchemaPageProvider } from "../components/SchemaFields";
import { Seo } from "../components/Seo";
import { PageSidebarProvider } from "../components/SidebarCards";
import { mdxComponents } from "../mdx/mdx-components";
import type { SidebarItem } from "../sidebars/sidebar-items";

type Data = Queries.DocPageQuery;

/** A guide written in MDX under content/docs. */
export default function DocPageTemplate({ data, children, location }: PageProps<Data, { sidebarId: string | null }>) {
  const mdx = data.mdx;
  const schemaPage = React.useMemo(() => {
    const name = mdx?.frontmatter.schema;
    return name ? { name, schemas: new Map<string, Json>(data.allOpenApiSchema.nodes.map((n) => [n.name, n.schema as Json])) } : null;
  }, [mdx, data.allOpenApiSchema]);
  if (!mdx) throw new Error(`No guide found for ${location.pathname}.`);
  const { title, operation } = mdx.frontmatter;
  const sidebar = (data.sidebar?.items as SidebarItem[] | undefined) ?? null;
  return (
    <DocPage
      title={title}
      pathname={location.pathname}
      sidebarId={data.sidebar?.sidebarId ?? null}
      sidebar={sidebar}
      sidebarLabel="Documentation"
      section={{ label: "Docs", href: "/docs" }}
      toc={(mdx.tableOfContents as { items?: [] } | null)?.items}
      editUrl={mdx.fields.editUrl}
      footerLinks={
        operation && data.apiOperation ? <Link to={apiOperationPath(operation)}>API reference for this endpoint</Link> : undefined
      }
    >
      <PageSidebarProvider value={sidebar}>
        <SchemaPageProvider value={schemaPage}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </SchemaPageProvider>
      </PageSidebarProvider>
    </DocPage>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title={data.mdx?.frontmatter.title ?? "Documentation"}
    description={data.mdx?.frontmatter.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query DocPage($id: String!, $sidebarId: String, $schemaNames: [String!], $operation: String) {
    apiOperation: openApiOperation(slug: { eq: $operation }) {
      slug
    }
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        operation
        schema
      }
      fields {
        editUrl
      }
      tableOfContents(maxDepth: 3)
    }
    sidebar(sidebarId: { eq: $sidebarId }) {
      sidebarId
      items
    }
    allOpenApiSchema(filter: { name: { in: $schemaNames } }) {
      nodes {
        name
        schema
      }
    }
  }
`;
