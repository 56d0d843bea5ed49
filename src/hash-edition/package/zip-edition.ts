import { strToU8, zipSync, type Zippable } from "fflate";

/** Name of the zip in the site's downloads, and of the folder it unpacks to. */
export const EDITION_ZIP_NAME = "postcodes-io-docs";

/** The zip's path in the build: public/downloads/postcodes-io-docs.zip, served as /downloads/postcodes-io-docs.zip. */
export const EDITION_ZIP_PATH = `/downloads/${EDITION_ZIP_NAME}.zip`;

/** The zip's size in the site metadata until the zip exists (src/gatsby/offline-edition.ts writes the real one). */
export const DOWNLOAD_SIZE_PLACEHOLDER = "…";

// A fixed date: the same build gives the same zip, byte for byte.
const MTIME = new Date("2025-01-01T00:00:00Z");

/** Zips the edition's files into one folder, `postcodes-io-docs/`, so it unpacks cleanly anywhere. */
export function zipEdition(files: ReadonlyMap<string, Uint8Array | string>, folder = EDITION_ZIP_NAME): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    entries[`${folder}/${name}`] = typeof content === "string" ? strToU8(content) : content;
  }
  return zipSync(entries, { level: 9, mtime: MTIME });
}

/** A size as the download link shows it: "1.2 MB", "640 kB". */
export function formatDownloadSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
