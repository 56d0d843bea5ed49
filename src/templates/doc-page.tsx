import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Link } from "../components/Link";
import { Seo } from "../components/Seo";
import { apiOperationPath } from "../api-reference/api-paths";
import { mdxComponents } from "../mdx/mdx-components";
import type { SidebarItem } from "../sidebars/sidebar-items";

type Data = Queries.DocPageQuery;

/** A guide written in MDX under content/docs. */
export default function DocPageTemplate({ data, children, location }: PageProps<Data, { sidebarId: string | null }>) {
  const mdx = data.mdx;
  if (!mdx) throw new Error(`No guide found for ${location.pathname}.`);
  const { title, operation } = mdx.frontmatter;
  return (
    <DocPage
      title={title}
      pathname={location.pathname}
      sidebarId={data.sidebar?.sidebarId ?? null}
      sidebar={(data.sidebar?.items as SidebarItem[] | undefined) ?? null}
      sidebarLabel="Documentation"
      section={{ label: "Docs", href: "/docs" }}
      toc={(mdx.tableOfContents as { items?: [] } | null)?.items}
      editUrl={mdx.fields.editUrl}
      footerLinks={operation ? <Link to={apiOperationPath(operation)}>API reference for this endpoint</Link> : undefined}
    >
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
  query DocPage($id: String!, $sidebarId: String) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        operation
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
  }
`;
