import { graphql, useStaticQuery, withPrefix } from "gatsby";
import { useMemo } from "react";
import siteConfig from "../../site.config";
import { isHashEdition } from "../navigation/edition-address";
import { useDocsPreferredVersion } from "../state/docs-preferred-version";
import type { NavigationData } from "./resolve-navbar-item";

/**
 * The offline edition's zip and size (site metadata, the size written in
 * after the build). Only a site with path routing offers it; the hash-routed
 * edition is what it holds.
 */
function offlineEditionLink(meta: { path?: string | null; size?: string | null } | null | undefined): NavigationData["offlineEdition"] {
  if (siteConfig.site.router !== "browser" || isHashEdition() || !meta?.path || !meta.size) return null;
  return { href: withPrefix(meta.path), size: meta.size };
}

/**
 * Everything navbar items can point at: docs by id, the first link of each
 * sidebar, docs versions and the locale. Small by design: it is loaded on
 * every page.
 */
export function useNavigationData(): NavigationData {
  const data = useStaticQuery<Queries.NavigationDataQuery>(graphql`
    query NavigationData {
      site {
        siteMetadata {
          offlineEdition {
            path
            size
          }
        }
      }
      allSidebar(sort: { sidebarId: ASC }) {
        nodes {
          sidebarId
          firstLink {
            href
            label
          }
        }
      }
      allMdx(sort: { fields: { docId: ASC } }) {
        nodes {
          fields {
            docId
            path
          }
          frontmatter {
            title
            unlisted
          }
        }
      }
    }
  `);
  const { versions, preferredVersion } = useDocsPreferredVersion();
  return useMemo(() => {
    const docs: Record<string, NavigationData["docs"][string]> = {};
    for (const node of data.allMdx.nodes) {
      docs[node.fields.docId] = {
        path: node.fields.path,
        title: node.frontmatter.title,
        unlisted: node.frontmatter.unlisted ?? false,
      };
    }
    const sidebars: Record<string, NavigationData["sidebars"][string]> = {};
    for (const node of data.allSidebar.nodes) {
      sidebars[node.sidebarId] = { firstLink: node.firstLink ?? null };
    }
    return {
      docs,
      sidebars,
      versions,
      preferredVersionName: preferredVersion?.name ?? null,
      locale: { label: siteConfig.locale.label, htmlLang: siteConfig.locale.htmlLang },
      offlineEdition: offlineEditionLink(data.site?.siteMetadata?.offlineEdition),
    };
  }, [data, versions, preferredVersion]);
}
