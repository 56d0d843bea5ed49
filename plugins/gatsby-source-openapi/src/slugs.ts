/**
 * Turns an operationId, tag name or schema name into a URL slug:
 * `lookupPostcode` → `lookup-postcode`, `Outward Codes` → `outward-codes`,
 * `repos/get-content` → `repos-get-content`.
 */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Slug of an operation: from its operationId, or from method and path when it has none. */
export function operationSlug(operation: { operationId?: string }, method: string, path: string): string {
  if (operation.operationId && slugify(operation.operationId)) return slugify(operation.operationId);
  const pathPart = path.replace(/[{}]/g, "");
  return slugify(`${method} ${pathPart}`) || method.toLowerCase();
}
