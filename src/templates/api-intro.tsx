import { graphql, type HeadProps, type PageProps } from "gatsby";
import { apiIntroPath } from "../navigation/api-paths";
import { htmlToText } from "../seo/meta-description";
import { ApiPage } from "../api-reference/ApiPage";
import { Link } from "../ui/Link";
import { Seo } from "../shell/Seo";
import { SpecDownloadsPart } from "../api-reference/SpecDownloads/part";
import { HydrationBoundary } from "../rendering/hydration";
import type { WithPageParts } from "../rendering/page-parts";

type Data = Queries.ApiIntroPageQuery;

/** The API reference's introduction: what the API is, where it lives, how it answers. */
export default function ApiIntroTemplate({ data, pageContext }: PageProps<Data, { isAlias: boolean }>) {
  const spec = data.openApiSpec;
  if (!spec) throw new Error("The OpenAPI description is missing.");
  return (
    <ApiPage pathname={apiIntroPath()} searchable={!pageContext.isAlias}>
      <h1>{spec.title}</h1>
      <p>
        Release {spec.version} · OpenAPI {spec.openapiVersion}
        {spec.license && <> · Licence: {spec.license.url ? <Link to={spec.license.url}>{spec.license.name}</Link> : spec.license.name}</>}
      </p>
      {spec.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: spec.descriptionHtml }} />}
      <h2 id="servers">Servers</h2>
      <ul>
        {spec.servers.map((server) => (
          <li key={server.url}>
            <code>{server.url}</code>
            {server.descriptionHtml && `: ${htmlToText(server.descriptionHtml)}`}
          </li>
        ))}
      </ul>
      {spec.contact && (
        <>
          <h2 id="contact">Contact</h2>
          <p>
            {spec.contact.name}
            {spec.contact.url && (
              <>
                {" "}
                · <Link to={spec.contact.url}>{spec.contact.url}</Link>
              </>
            )}
            {spec.contact.email && (
              <>
                {" "}
                · <a href={`mailto:${spec.contact.email}`}>{spec.contact.email}</a>
              </>
            )}
          </p>
        </>
      )}
      <h2 id="description-file">The OpenAPI description</h2>
      <p>
        Every page of this reference is generated from one OpenAPI description. Use it to generate clients or import it into your API tools.
      </p>
      <HydrationBoundary name="downloads">
        <SpecDownloadsPart.Component files={spec.publishedFiles} servers={spec.servers} />
      </HydrationBoundary>
    </ApiPage>
  );
}

(ApiIntroTemplate as WithPageParts).preloadParts = SpecDownloadsPart.load;

export const Head = ({ data, location, pageContext }: HeadProps<Data, { isAlias: boolean }>) => (
  <Seo
    title={`${data.openApiSpec?.title ?? "API"} reference`}
    description={data.openApiSpec?.metaDescription ?? ""}
    pathname={location.pathname}
    canonicalPathname={pageContext.isAlias ? apiIntroPath() : undefined}
  />
);

export const query = graphql`
  query ApiIntroPage($id: String!) {
    openApiSpec(id: { eq: $id }) {
      metaDescription
      title
      version
      openapiVersion
      descriptionHtml
      servers {
        url
        descriptionHtml
      }
      contact {
        name
        url
        email
      }
      license {
        name
        url
      }
      publishedFiles
    }
  }
`;
