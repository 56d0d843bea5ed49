import type { OperationRecord } from "../../plugins/gatsby-source-openapi";

/**
 * The operations the search dialog offers to open for a postcode or an
 * outward code typed as a query, worked out at build time (GraphQL
 * resolvers) from the description, so pages carry just the result.
 */

/** An operation the search dialog opens for a postcode or outward code typed as a query. */
export interface QuickLookup {
  kind: string;
  slug: string;
  parameter: string;
}

type LookupCandidate = Pick<OperationRecord, "slug" | "method" | "path" | "parameters">;

/**
 * For each input kind of a path parameter, the plain lookup of that kind: a
 * GET whose only required parameter is that path parameter, the one with the
 * shortest path (`/postcodes/{postcode}` rather than
 * `/postcodes/{postcode}/nearest` or `/terminated_postcodes/{postcode}`).
 */
export function quickLookups(operations: readonly LookupCandidate[]): QuickLookup[] {
  const best = new Map<string, { operation: LookupCandidate; parameter: string }>();
  for (const operation of operations) {
    if (operation.method !== "get") continue;
    const required = operation.parameters.filter((p) => p.required && !p.aliasOf);
    const only = required.length === 1 ? required[0] : null;
    if (!only || only.location !== "path" || !only.inputKind) continue;
    const current = best.get(only.inputKind);
    if (!current || operation.path.length < current.operation.path.length) best.set(only.inputKind, { operation, parameter: only.name });
  }
  return [...best].map(([kind, { operation, parameter }]) => ({ kind, slug: operation.slug, parameter }));
}
