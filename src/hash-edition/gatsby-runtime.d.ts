import type { Context } from "react";

// Gatsby's browser entry exports the context `useStaticQuery` reads, but its
// type declarations leave it out. The hash-routed edition provides it itself.
declare module "gatsby" {
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>;
}
