import path from "node:path";
import { type ApiRecords, buildApiRecords, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { responseKind } from "../../api-reference/code-samples/request-model";
import type { ConsoleOperation } from "../console-request";
import { invalidInputAnswers } from "../operation-data";

/** Our own description, as the plugin's records (for tests). */
export async function ourRecords(): Promise<ApiRecords> {
  const loaded = await loadSpec(path.resolve(__dirname, "../../../openapi/openapi.yaml"));
  return buildApiRecords({ ...loaded, renderMarkdown });
}

/** An operation record as the console receives it from its page. */
export const toConsoleOperation = (record: OperationRecord): ConsoleOperation => ({
  ...record,
  responseKind: responseKind(record.responses),
  invalidInputAnswers: invalidInputAnswers(record.responses),
});

/** Named schemas by name. */
export const schemaLookup = (records: ApiRecords) => new Map(records.schemas.map((s) => [s.name, s.schema]));
