import { graphql, type HeadProps, type PageProps } from "gatsby";
import siteConfig from "../../site.config";
import { HomePage, preloadHomeParts } from "../home/HomePage";
import type { WithPageParts } from "../rendering/page-parts";
import { Seo } from "../shell/Seo";

type Data = Queries.HomePageQuery;

export default function Home({ data }: PageProps<Data>) {
  const op = data.openApiOperation;
  const curl = op?.samples[0];
  const answer = op?.responses.find((r) => r.status === "200")?.content[0]?.examples[0];
  const example = op?.parameters.find((p) => p.location === "path")?.examples[0]?.value;
  return (
    <HomePage
      firstRequest={curl && answer ? { requestHtml: curl.html, responseHtml: answer.valueHtml } : null}
      sampleLanguageCount={data.site?.siteMetadata?.sampleLanguageCount ?? ""}
      lookup={op ? { operation: op, example: typeof example === "string" ? example : "" } : null}
    />
  );
}

(Home as WithPageParts).preloadParts = preloadHomeParts;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={siteConfig.site.title}
    description={`${siteConfig.site.tagline}. Guides, a complete API reference and self-hosting notes.`}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query HomePage {
    site {
      siteMetadata {
        sampleLanguageCount
      }
    }
    openApiOperation(slug: { eq: "lookup-postcode" }) {
      slug
      method
      path
      servers
      sampleResponseKind
      parameters {
        name
        location
        required
        schema
        aliases
        aliasOf
        inputKind
        style
        explode
        examples {
          value
        }
      }
      invalidInputAnswers {
        kind
        status
        body
      }
      samples(languages: ["curl"]) {
        html
      }
      responses {
        status
        content {
          examples {
            valueHtml
          }
        }
      }
    }
  }
`;
