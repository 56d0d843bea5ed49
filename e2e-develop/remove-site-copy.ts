import { rmSync } from "node:fs";

/** Removes the copy of the site that `gatsby develop` ran in (see playwright.develop.config.ts). */
export default function removeSiteCopy(): void {
  const site = process.env.DEVELOP_SITE;
  if (site) rmSync(site, { recursive: true, force: true });
}
