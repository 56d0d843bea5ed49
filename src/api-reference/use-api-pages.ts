import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { trimTrailingSlashes } from "../navigation/paths";
import { API_BASE_PATH, API_INTRO_ALIAS_SLUG, API_INTRO_SLUG } from "../navigation/api-paths";

export interface ApiPages {
  /** False when the build uses another API's OpenAPI description (OPENAPI_SPEC). */
  ownSpec: boolean;
  /** Whether a path under /docs/api is a page of this build. */
  exists(path: string): boolean;
  /** The operation a request shown as "METHOD /path" is (a `{name}` stands for any one segment), or null. */
  operationFor(request: string): { slug: string; summary: string } | null;
}

/** Whether a concrete or templated path (`/postcodes/{partial}/autocomplete`) is an operation's path template. */
export function pathMatches(template: string, path: string): boolean {
  const a = template.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{[^}]+\}$/.test(part));
}

/** The API reference pages this build has, for guides that link into it. */
export function useApiPages(): ApiPages {
  const data = useStaticQuery<Queries.ApiPagesQuery>(graphql`
    query ApiPages {
      site {
        siteMetadata {
          openapiIsOwn
        }
      }
      allOpenApiOperation(sort: { order: ASC }) {
        nodes {
          slug
          method
          path
          summary
        }
      }
      allOpenApiTag(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  return useMemo(() => {
    const slugs = new Set([
      API_INTRO_SLUG,
      API_INTRO_ALIAS_SLUG,
      ...data.allOpenApiOperation.nodes.map((n) => n.slug),
      ...data.allOpenApiTag.nodes.map((n) => n.slug),
    ]);
    return {
      ownSpec: data.site?.siteMetadata?.openapiIsOwn ?? true,
      exists(path: string) {
        const clean = trimTrailingSlashes(path.split(/[?#]/)[0]);
        if (clean === API_BASE_PATH) return true;
        return clean.startsWith(`${API_BASE_PATH}/`) && slugs.has(clean.slice(API_BASE_PATH.length + 1));
      },
      operationFor(request: string) {
        const [method = "", path = ""] = request.split(" ");
        const operation = data.allOpenApiOperation.nodes.find(
          (node) => node.method.toUpperCase() === method.toUpperCase() && pathMatches(node.path, path),
        );
        return operation ? { slug: operation.slug, summary: operation.summary } : null;
      },
    };
  }, [data]);
}
