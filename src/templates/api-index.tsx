import { graphql, type HeadProps, type PageProps } from "gatsby";
import { apiIntroPath, apiTagPath } from "../navigation/api-paths";
import { ApiPage } from "../api-reference/ApiPage";
import { Link } from "../ui/Link";
import { OperationList } from "../api-reference/OperationList";
import { Seo } from "../shell/Seo";
import { SpecDownloads } from "../api-reference/SpecDownloads";

type Data = Queries.ApiIndexPageQuery;

/** The API reference's landing page: every operation, grouped by tag. */
export default function ApiIndexTemplate({ data, location }: PageProps<Data>) {
  const spec = data.openApiSpec;
  const untagged = data.allOpenApiOperation.nodes.filter((op) => op.tags.length === 0);
  return (
    <ApiPage pathname={location.pathname}>
      <h1>API reference</h1>
      <p>
        Every operation of the {spec?.title ?? "API"}
        {`, with its parameters, responses, schemas and code samples in ${data.site?.siteMetadata?.sampleLanguageCount} languages. New here? Start with the `}
        <Link to={apiIntroPath()}>introduction</Link>.
      </p>
      <SpecDownloads files={spec?.publishedFiles ?? []} servers={spec?.servers ?? []} />
      {data.allOpenApiTag.nodes.map((tag) => (
        <section key={tag.slug} aria-labelledby={`tag-${tag.slug}`}>
          <h2 id={`tag-${tag.slug}`}>
            <Link to={apiTagPath(tag.slug)}>{tag.name}</Link>
          </h2>
          <OperationList operations={tag.operations} />
        </section>
      ))}
      {untagged.length > 0 && (
        <section aria-labelledby="untagged">
          <h2 id="untagged">Other operations</h2>
          <OperationList operations={untagged} />
        </section>
      )}
    </ApiPage>
  );
}

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
