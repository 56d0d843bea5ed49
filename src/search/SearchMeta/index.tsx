/** Values the search records for a page; empty ones are left out. */
export type SearchFields = Readonly<Record<string, string | number | null | undefined>>;

const present = (fields: SearchFields) =>
  Object.entries(fields).filter(
    (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
  );

/**
 * What the search index records of a page besides its text, each on an
 * empty element inside `data-search-body`. `meta` is searched: the names
 * a reader may look the page up by (a guide's sidebar label, an operation's
 * id and path), weighted by META_WEIGHTS (src/search/search-weights.ts).
 * `filters` are not searched: the section and the reading order, which only
 * the results list reads.
 */
export function SearchMeta({ meta = {}, filters = {} }: { meta?: SearchFields; filters?: SearchFields }) {
  return (
    <>
      {present(meta).map(([key, value]) => (
        <span key={`meta-${key}`} hidden data-search-meta={`${key}:${value}`} />
      ))}
      {present(filters).map(([key, value]) => (
        <span key={`filter-${key}`} hidden data-search-filter={`${key}:${value}`} />
      ))}
    </>
  );
}
