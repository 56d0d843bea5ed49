import { apiTagPath } from "../../navigation/api-paths";
import { Link } from "../../ui/Link";
import { OperationList, type OperationSummary } from ".";

export interface OperationsByTagProps {
  tags: readonly { slug: string; name: string; operations: readonly OperationSummary[] }[];
  /** Operations without a tag, listed last. */
  untagged: readonly OperationSummary[];
}

/** Every operation, one section per tag. */
export function OperationsByTag({ tags, untagged }: OperationsByTagProps) {
  return (
    <>
      {tags.map((tag) => (
        <section key={tag.slug} aria-labelledby={`tag-${tag.slug}`}>
          <h2 id={`tag-${tag.slug}`}>
            <Link to={apiTagPath(tag.slug)}>{tag.name}</Link>
          </h2>
          <OperationList operations={tag.operations} />
        </section>
      ))}
      {untagged.length > 0 && (
        <section aria-labelledby="untagged">
          <h2 id="untagged">Other operations</h2>
          <OperationList operations={untagged} />
        </section>
      )}
    </>
  );
}
