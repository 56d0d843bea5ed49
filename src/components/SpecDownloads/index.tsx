import { withPrefix } from "gatsby";
import { siteFileHref } from "../../hash-edition/address";
import * as styles from "./styles.module.css";

/** Links to the published OpenAPI description (bundled into one file). */
export function SpecDownloads({ files }: { files: readonly string[] }) {
  if (files.length === 0) return null;
  return (
    <p className={styles.downloads}>
      <span>Download the OpenAPI description:</span>
      {files.map((file) => (
        <a key={file} href={siteFileHref(file, withPrefix)} download className={styles.link}>
          {file.replace(/^.*\./, "").toUpperCase()}
          <span className="visually-hidden"> ({file})</span>
        </a>
      ))}
    </p>
  );
}
