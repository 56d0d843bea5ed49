import path from "node:path";
import { type ApiRecords, buildApiRecords, loadSpec, renderMarkdown } from "../plugins/gatsby-source-openapi";

/** The records of the site's own description, as the site builds them: what every samples-run file generates its samples from. */
export async function descriptionRecords(): Promise<ApiRecords> {
  return buildApiRecords({ ...(await loadSpec(path.resolve(__dirname, "../openapi/openapi.yaml"))), renderMarkdown });
}
