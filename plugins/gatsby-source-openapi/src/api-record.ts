import { isObject, type JsonObject, objectList, stringOrNull } from "./json-values";
import { descriptionText } from "./record-context";
import type { ApiRecord, TagGroupRecord } from "./records";

/** The description as a whole: title, version, servers, contact and licence. */
export function buildApiRecord(
  document: JsonObject,
  tagGroups: TagGroupRecord[],
  descriptionHtml: (value: unknown) => string | null,
): ApiRecord {
  const info = isObject(document.info) ? document.info : {};
  const contact = isObject(info.contact) ? info.contact : null;
  const license = isObject(info.license) ? info.license : {};
  const licenseName = stringOrNull(license.name);
  return {
    title: stringOrNull(info.title) ?? "API",
    version: stringOrNull(info.version) ?? "",
    openapiVersion: stringOrNull(document.openapi) ?? "",
    description: descriptionText(info.description),
    descriptionHtml: descriptionHtml(info.description),
    servers: objectList(document.servers).map((s) => ({
      url: stringOrNull(s.url) ?? "/",
      description: descriptionText(s.description),
      descriptionHtml: descriptionHtml(s.description),
    })),
    tagGroups,
    contact: contact && { name: stringOrNull(contact.name), url: stringOrNull(contact.url), email: stringOrNull(contact.email) },
    license: licenseName ? { name: licenseName, url: stringOrNull(license.url) } : null,
  };
}
