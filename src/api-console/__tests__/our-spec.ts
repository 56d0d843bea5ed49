import path from "node:path";
import { type ApiRecords, buildApiRecords, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { operationView } from "../../api-reference/operation-view";
import { consoleOperation } from "../console-operation";
import type { ConsoleOperation } from "../console-request";

/** Our own description, as the plugin's records (for tests). */
export async function ourRecords(): Promise<ApiRecords> {
  const loaded = await loadSpec(path.resolve(__dirname, "../../../openapi/openapi.yaml"));
  return buildApiRecords({ ...loaded, renderMarkdown });
}

/** The origin the tests' site is served from (our servers are absolute, so it changes none of them). */
export const SITE_ORIGIN = "https://docs.example.com";

/** An operation record as the console receives it from its page: the page's view, through the console's one conversion. */
export const toConsoleOperation = (record: OperationRecord): ConsoleOperation => consoleOperation(operationView(record), SITE_ORIGIN);

/** Named schemas by name. */
export const schemaLookup = (records: ApiRecords) => new Map(records.schemas.map((s) => [s.name, s.schema]));
