import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo } from "react";
import { API_INDEX_LABEL } from "../api-reference/api-sidebar";
import { API_BASE_PATH, apiOperationPath, apiTagPath } from "../navigation/api-paths";
import { Layout } from "../shell/Layout";
import { NotFound } from "../shell/NotFound";
import type { KnownPage } from "../shell/NotFound/nearest-pages";
import { Seo } from "../shell/Seo";

/** Shown for any address that matches no page (static hosts serve it with status 404). */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPagesQuery>) {
  // Every guide and API page a reader may have meant, by address and title (a few kilobytes, in this page's data only).
  const pages = useMemo<KnownPage[]>(
    () => [
      ...data.allMdx.nodes.flatMap((n) =>
        n.fields?.path && n.frontmatter?.title ? [{ path: n.fields.path, title: n.frontmatter.title }] : [],
      ),
      ...data.allOpenApiOperation.nodes.map((n) => ({ path: apiOperationPath(n.slug), title: n.summary ?? n.slug })),
      ...data.allOpenApiTag.nodes.map((n) => ({ path: apiTagPath(n.slug), title: n.name })),
      // The reference's index, by the sidebar's name too: "/api" and "/endpoints" mean it.
      { path: API_BASE_PATH, title: `API reference, ${API_INDEX_LABEL.toLowerCase()}` },
    ],
    [data],
  );
  return (
    <Layout>
      <NotFound pages={pages} />
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPages {
    allMdx(filter: { frontmatter: { unlisted: { ne: true } } }, sort: { fields: { docId: ASC } }) {
      nodes {
        fields {
          path
        }
        frontmatter {
          title
        }
      }
    }
    allOpenApiOperation(sort: { order: ASC }) {
      nodes {
        slug
        summary
      }
    }
    allOpenApiTag(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo title="Page not found" description="There is no page at this address." pathname={location.pathname} markdownTwin={false}>
    <meta name="robots" content="noindex" />
  </Seo>
);
