import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import type { SidebarItem } from "../sidebars/sidebar-items";
import { sidebarFromQuery } from "../sidebars/sidebar-query";

/**
 * The API reference sidebar. A static query, so its data is fetched once
 * and shared by every API page instead of being repeated in each page's
 * data (it grows with the number of operations).
 */
export function useApiSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.ApiSidebarQuery>(graphql`
    query ApiSidebar {
      sidebar(sidebarId: { eq: "api" }) {
        items {
          ...SidebarTree
        }
      }
    }
  `);
  // The same data on every API page: convert it once, not on each render.
  return useMemo(() => sidebarFromQuery(data.sidebar?.items), [data]);
}
