import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo } from "react";
import { TryIt } from "../api-console/TryIt";
import { ApiOperationPage, preloadOperationParts } from "../api-reference/ApiOperationPage";
import type { WithPageParts } from "../rendering/page-parts";
import { Seo } from "../shell/Seo";

type Data = Queries.ApiOperationPageQuery;

/** One page per API operation, from the OpenAPI description. */
export default function ApiOperationTemplate({ data }: PageProps<Data>) {
  const operation = data.openApiOperation;
  const schemas = useMemo(() => new Map((operation?.schemas ?? []).map((s) => [s.name, s.schema])), [operation]);
  if (!operation) throw new Error("The operation of this page is missing from the OpenAPI data.");
  return <ApiOperationPage operation={operation} schemas={schemas} tags={data.allOpenApiTag.nodes} TryIt={TryIt} />;
}

(ApiOperationTemplate as WithPageParts).preloadParts = preloadOperationParts;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const op = data.openApiOperation;
  return (
    <Seo title={`${op?.summary ?? "Operation"} (API reference)`} description={op?.metaDescription ?? ""} pathname={location.pathname} />
  );
};

export const query = graphql`
  fragment MediaTypeView on OpenApiMediaType {
    mediaType
    schema
    examples {
      name
      summary
      descriptionHtml
      valueHtml
      generated
    }
  }

  query ApiOperationPage($id: String!) {
    openApiOperation(id: { eq: $id }) {
      metaDescription
      slug
      operationId
      sidebarLabel
      method
      path
      summary
      descriptionHtml
      deprecated
      tags
      servers
      parameters {
        name
        location
        required
        deprecated
        descriptionHtml
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
      requestBody {
        required
        descriptionHtml
        content {
          ...MediaTypeView
          examples {
            value
          }
        }
      }
      responses {
        status
        descriptionHtml
        content {
          ...MediaTypeView
        }
      }
      samples {
        id
        label
        prism
        languageLabel
        html
        live
      }
      moreSampleLanguages {
        id
        label
      }
      errorMessages {
        status
        message
      }
      codeSampleValues {
        path
        query
      }
      sampleResponseKind
      invalidInputAnswers {
        kind
        status
        body
      }
      missingInputAnswer {
        groups
        status
        body
      }
      exampleUrl
      schemas {
        name
        schema
      }
      schemaGuides {
        name
        path
        title
        within
      }
    }
    allOpenApiTag(sort: { order: ASC }) {
      nodes {
        name
        slug
      }
    }
  }
`;
