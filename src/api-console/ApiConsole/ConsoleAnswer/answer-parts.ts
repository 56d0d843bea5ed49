import { isHashEdition, toHashHref } from "../../../navigation/edition-address";

/** The id of the answer's body, and of a part of it that the check points at ("answer-body/result/postcode"). */
export const answerPartId = (pointer: string) => `answer-body${pointer}`;

/** A link to an id: a key's `/` stays readable, anything else is escaped. */
export const fragment = (id: string) => `#${encodeURIComponent(id).replace(/%2F/g, "/")}`;

/** The href of a row's link (answerAnchors): an anchor on the page as it is, a guide's row as the edition addresses it. */
export const rowHref = (link: string) => (link.startsWith("#") || !isHashEdition() ? link : toHashHref(link));

/** The nearest documented row of a pointer: its own, else its parent's (a field the schema does not allow is the object's business). */
export function nearestAnchor(anchors: ReadonlyMap<string, string>, pointer: string): string | null {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf("/"))) {
    const anchor = anchors.get(at);
    if (anchor) return anchor;
    if (at === "") return null;
  }
}
