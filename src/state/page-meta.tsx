import React, { createContext, useContext, useMemo } from "react";

export interface PageMeta {
  /** The sidebar the page belongs to, if any ("docs", "api"). */
  sidebarId: string | null;
}

const PageMetaContext = createContext<PageMeta>({ sidebarId: null });

/** Set by the layout from what the page template says about itself. */
export function PageMetaProvider({ value: { sidebarId }, children }: { value: PageMeta; children: React.ReactNode }) {
  const value = useMemo(() => ({ sidebarId }), [sidebarId]);
  return <PageMetaContext.Provider value={value}>{children}</PageMetaContext.Provider>;
}

export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext);
}
