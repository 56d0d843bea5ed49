import type { InputKinds } from "../../input-kinds/input-kinds";
import { sendingConsoleAddress } from "../../navigation/console-address";
import type { QuickLookup } from "../quick-lookups";

/** The search dialog's option for a query that is a postcode or outward code. */
export interface QuickLookupAction {
  label: string;
  /** The lookup page with its console filled in and asked to send. */
  to: string;
  /** The query can hardly mean anything else (its kind is unmistakable): the lookup comes first and is what Enter opens. */
  preferred: boolean;
}

/**
 * "Look up SW1A 1AA" when the whole query is a value of an input kind that
 * has a lookup page (kinds are tried in the order the site lists them, so a
 * full postcode wins over an outward code); null otherwise.
 */
export function quickLookupAction(query: string, lookups: readonly QuickLookup[], kinds: InputKinds): QuickLookupAction | null {
  const text = query.trim();
  if (!text) return null;
  for (const [name, kind] of Object.entries(kinds)) {
    const lookup = lookups.find((l) => l.kind === name);
    const check = lookup ? kind.check(text) : null;
    if (lookup && check?.valid) {
      const to = sendingConsoleAddress(lookup.slug, { values: { [`path.${lookup.parameter}`]: check.normalised } });
      return { label: `Look up ${check.normalised}`, to, preferred: kind.unmistakable };
    }
  }
  return null;
}
