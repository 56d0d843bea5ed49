import React from "react";
import { withPrefix } from "gatsby";
import { siteFileHref } from "../../navigation/edition-address";
import { MACHINE_READABLE_FILES } from "../../navigation/twin-paths";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { TextOnly } from "../../ui/TextOnly";
import * as styles from "./styles.module.css";

/**
 * Links to the published OpenAPI description (bundled into one file) and the
 * Postman collection made from it, and how to point the collection at
 * another server: its requests start with its one variable, `baseUrl`, set to
 * the description's first server.
 */
export function SpecDownloads({ files, servers }: { files: readonly string[]; servers: readonly { url: string }[] }) {
  if (files.length === 0) return null;
  const [first, other] = servers;
  return (
    <>
      {/* Shown once read whole: its words are centred on the links' height, and moved down when the first link arrived. */}
      <ShownWhenRead as="p" className={styles.downloads}>
        {/* Spaces and commas between the flex items keep the words apart for the search index, screen readers and
            the twin, which says the same (src/markdown-twins/api-page-twins.ts). */}
        <span>Download the OpenAPI description:</span>{" "}
        {files.map((file) => (
          <React.Fragment key={file}>
            <a href={siteFileHref(file, withPrefix)} download className={styles.link}>
              {file.replace(/^.*\./, "").toUpperCase()}
              <TextOnly>{` (${file})`}</TextOnly>
            </a>
            <TextOnly>,</TextOnly>{" "}
          </React.Fragment>
        ))}
        <span>or import it into Postman:</span>{" "}
        <a href={siteFileHref(MACHINE_READABLE_FILES.postmanCollection, withPrefix)} download className={styles.link}>
          Postman collection
          <TextOnly>{` (${MACHINE_READABLE_FILES.postmanCollection})`}</TextOnly>
        </a>
        <TextOnly>.</TextOnly>
      </ShownWhenRead>
      {first && (
        <p className={styles.note}>
          Every request of the collection starts with <code>{"{{baseUrl}}"}</code>, its one variable, set to <code>{first.url}</code>. To
          call another server
          {other && (
            <>
              , such as a self-hosted copy at <code>{other.url}</code>
            </>
          )}
          , change the value of <code>baseUrl</code> in the collection&apos;s Variables tab. Optional parameters are in each request,
          switched off: tick one to send it.
        </p>
      )}
    </>
  );
}
