import { graphql, type HeadProps } from "gatsby";
import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { apiOperationPath } from "../../navigation/api-paths";
import { sidebarFromQuery } from "../../sidebars/sidebar-query";
import { DocPage } from "../DocPage";
import { Link } from "../../ui/Link";
import { Seo } from "../../shell/Seo";
import { PageSidebarProvider } from "../SidebarCards";

type Data = Queries.GuidePageFieldsFragment;

interface GuidePageProps {
  data: Data;
  pathname: string;
  /** The guide's text (its compiled MDX, src/guides/guide-body.tsx). */
  children: ReactNode;
}

/**
 * A guide written in MDX under content/docs: the page shell, sidebar, table
 * of contents and edit link around the guide's text. The two guide
 * templates (doc-page and schema-doc-page) render it; they differ only in
 * the data and components a field-reference guide needs, which stay out of
 * the JavaScript of every other guide.
 */
export function GuidePage({ data, pathname, children }: GuidePageProps) {
  const mdx = data.mdx;
  if (!mdx) throw new Error(`No guide found for ${pathname}.`);
  const { title, operation } = mdx.frontmatter;
  const sidebar = data.sidebar ? sidebarFromQuery(data.sidebar.items) : null;
  return (
    <DocPage
      title={title}
      pathname={pathname}
      sidebarId={data.sidebar?.sidebarId ?? null}
      sidebar={sidebar}
      sidebarLabel="Documentation"
      section={{ label: "Docs", href: "/docs" }}
      toc={(mdx.tableOfContents as { items?: [] } | null)?.items}
      editUrl={`${siteConfig.docs.editUrl}${mdx.fields.sourcePath}`}
      footerLinks={
        operation && data.apiOperation ? <Link to={apiOperationPath(operation)}>API reference for this endpoint</Link> : undefined
      }
    >
      <PageSidebarProvider value={sidebar}>{children}</PageSidebarProvider>
    </DocPage>
  );
}

export const GuideHead = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title={data.mdx?.frontmatter.title ?? "Documentation"}
    description={data.mdx?.frontmatter.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  fragment GuidePageFields on Query {
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
        sourcePath
      }
      tableOfContents(maxDepth: 3)
    }
    sidebar(sidebarId: { eq: $sidebarId }) {
      sidebarId
      items {
        ...SidebarTree
      }
    }
  }
`;
