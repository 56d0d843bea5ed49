import { editDistance } from "../text/edit-distance";

/** A name without case, "_", "-" and spaces: "lookup_postcode" and "lookupPostcode" are one name. */
export const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The names nearest one a model gave that is none of them ("lookupPostcodes", "lookup_postcode",
 * "Postcodes"), for an answer that says "did you mean": the same letters once case, "_", "-" and
 * spaces are dropped; one that holds the other; a letter or two away; or the most words shared
 * ("bulk lookup" and bulkPostcodeLookup). The closest first, three at most.
 */
export function nearNames(given: string, names: readonly string[], most = 3): string[] {
  const words = (name: string) =>
    new Set(
      name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3),
    );
  const wanted = nameKey(given);
  const wantedWords = words(given);
  if (wanted === "") return [];
  const rank = (name: string): number | null => {
    const k = nameKey(name);
    if (k === wanted) return 0;
    const distance = editDistance(k, wanted);
    if (distance <= Math.min(2, Math.floor(wanted.length / 4))) return 1 + distance / 10;
    if (wanted.length >= 4 && (k.includes(wanted) || wanted.includes(k))) return 2;
    const shared = [...words(name)].filter((w) =>
      [...wantedWords].some((v) => v === w || v.replace(/s$/, "") === w.replace(/s$/, "")),
    ).length;
    return shared > 0 ? 4 - shared / 10 : null;
  };
  return names
    .map((name) => ({ name, rank: rank(name) }))
    .filter((n): n is { name: string; rank: number } => n.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.name.length - b.name.length)
    .slice(0, most)
    .map((n) => n.name);
}

/** " Did you mean X or Y?" for the names nearest, or "" when none is near. */
export function didYouMean(given: string, names: readonly string[], describe: (name: string) => string = (name) => name): string {
  const near = nearNames(given, names);
  if (near.length === 0) return "";
  const listed = near.map(describe);
  return ` Did you mean ${listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(", ")} or ${listed[listed.length - 1]}`}?`;
}
