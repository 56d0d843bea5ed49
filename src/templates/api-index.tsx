import { graphql, type HeadProps, type PageProps } from "gatsby";
import { apiIntroPath } from "../navigation/api-paths";
import { ApiPage } from "../api-reference/ApiPage";
import { Link } from "../ui/Link";
import { OperationsByTagPart } from "../api-reference/OperationList/part";
import { Seo } from "../shell/Seo";
import { SpecDownloadsPart } from "../api-reference/SpecDownloads/part";
import { HydrationBoundary } from "../rendering/hydration";
import type { WithPageParts } from "../rendering/page-parts";

type Data = Queries.ApiIndexPageQuery;

/** The API reference's landing page: every operation, grouped by tag. */
export default function ApiIndexTemplate({ data, location }: PageProps<Data>) {
  const spec = data.openApiSpec;
  const untagged = data.allOpenApiOperation.nodes.filter((op) => op.tags.length === 0);
  return (
    <ApiPage pathname={location.pathname} hub>
      <h1>API reference</h1>
      <p>
        Every operation of the {spec?.title ?? "API"}
        {`, with its parameters, responses, schemas and code samples in ${data.site?.siteMetadata?.sampleLanguageCount} languages. New here? Start with the `}
        <Link to={apiIntroPath()}>introduction</Link>.
      </p>
      <HydrationBoundary name="downloads">
        <SpecDownloadsPart.Component files={spec?.publishedFiles ?? []} servers={spec?.servers ?? []} />
      </HydrationBoundary>
      <HydrationBoundary name="operations">
        <OperationsByTagPart.Component tags={data.allOpenApiTag.nodes} untagged={untagged} />
      </HydrationBoundary>
    </ApiPage>
  );
}

(ApiIndexTemplate as WithPageParts).preloadParts = () => Promise.all([SpecDownloadsPart.load(), OperationsByTagPart.load()]);

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title="API reference"
    description={`Every operation of the ${data.openApiSpec?.title ?? "API"}: parameters, responses, schemas, errors and code samples, grouped by tag.`}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ApiIndexPage {
    site {
      siteMetadata {
        sampleLanguageCount
      }
    }
    openApiSpec {
      title
      publishedFiles
      servers {
        url
      }
    }
    allOpenApiTag(sort: { order: ASC }) {
      nodes {
        name
        slug
        operations {
          slug
          method
          path
          summary
        }
      }
    }
    allOpenApiOperation(sort: { order: ASC }) {
      nodes {
        slug
        method
        path
        summary
        tags
      }
    }
  }
`;
