import React from "react";
import { apiTagPath } from "../../navigation/api-paths";
import { ENDPOINT_PATH_WEIGHT, ENDPOINT_TITLE_WEIGHT } from "../../search/search-weights";
import { Link } from "../../ui/Link";
import { MethodBadge } from "../../ui/MethodBadge";
import type { OperationView } from "./operation-view";
import * as styles from "./styles.module.css";

/** "/postcodes/{postcode}" with the parameter names marked up. */
function PathTemplate({ path }: { path: string }) {
  return (
    <code className={styles.path}>
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        part.startsWith("{") ? (
          <span key={i} className={styles.pathParam}>
            {part}
          </span>
        ) : (
          <React.Fragment key={i}>{part}</React.Fragment>
        ),
      )}
    </code>
  );
}

/**
 * The operation's title, method and path, description and tags. Beside the method and path, on a
 * narrow screen, a Try it that opens the console right under the introduction (`onTryIt`); on a wide
 * screen the console's own Try it is already in view, at the top of its column.
 */
export function OperationIntro({
  operation,
  tags,
  onTryIt,
}: {
  operation: OperationView;
  tags: readonly { name: string; slug: string }[];
  onTryIt?: () => void;
}) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title} data-search-weight={ENDPOINT_TITLE_WEIGHT}>
        {operation.summary}
      </h1>
      <p className={styles.endpoint} data-search-weight={ENDPOINT_PATH_WEIGHT}>
        {/* The space (the flex row shows none) makes "GET /postcodes" two words where the page is read as text: the
            search index finds the path as readers paste it. */}
        <MethodBadge method={operation.method} size="large" /> <PathTemplate path={operation.path} />
        {onTryIt && (
          <>
            {" "}
            <button type="button" className={`button-primary ${styles.tryItTop}`} data-js-only="" onClick={onTryIt}>
              Try it
            </button>
          </>
        )}
      </p>
      {operation.deprecated && <p className={styles.deprecated}>Deprecated: avoid this operation in new code.</p>}
      {operation.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}
      {operation.tags.length > 0 && (
        <p className={styles.tags}>
          Part of{" "}
          {operation.tags.map((name, i) => {
            const tag = tags.find((t) => t.name === name);
            return (
              <React.Fragment key={name}>
                {i > 0 && ", "}
                {tag ? <Link to={apiTagPath(tag.slug)}>{name}</Link> : name}
              </React.Fragment>
            );
          })}
        </p>
      )}
    </header>
  );
}
