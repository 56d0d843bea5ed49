import { isJsonObject, type JsonObject } from "../json/json-values";
import { SEARCH_RADIUS, wideSearchRadius } from "./search-radius";

/**
 * What an API answer puts on the results map: each result that has a
 * longitude and latitude, and the circle each nearest search covered.
 * Small and without the map's code: the console and the home page's live
 * example decide with it whether to load the map at all.
 */

/** A bounding box in British National Grid metres, as places carry it. */
export interface GridExtent {
  minEastings: number;
  minNorthings: number;
  maxEastings: number;
  maxNorthings: number;
}

export interface MapPoint {
  /** The postcode, place name or outward code. */
  label: string;
  longitude: number;
  latitude: number;
  /** Its position in a list answer (from 1), or null for an answer of one result. */
  number: number | null;
  /** Metres from the searched point, when the answer gives it. */
  distance: number | null;
  extent: GridExtent | null;
}

/** A nearest search: the point searched from and how far it reached, in metres. */
export interface MapSearch {
  longitude: number;
  latitude: number;
  radius: number;
  /** True when wide search was on: the radius is the step the service stopped at, worked out from the results. */
  wide: boolean;
}

export interface MapSubject {
  points: MapPoint[];
  searches: MapSearch[];
}

/** The request an answer came from: its query parameters and the values in its path, by parameter name. */
export interface MapRequest {
  query: readonly (readonly [string, string])[];
  path: Readonly<Record<string, string>>;
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
/** A number as the service reads one: JSON numbers as they are, strings with parseFloat. */
const numeric = (value: unknown) => (finite(value) ? value : typeof value === "string" ? parseFloat(value) : NaN);
const key = (text: string) => text.replace(/\s+/g, "").toUpperCase();

function extentOf(record: JsonObject): GridExtent | null {
  const { min_eastings, min_northings, max_eastings, max_northings } = record;
  if (!finite(min_eastings) || !finite(min_northings) || !finite(max_eastings) || !finite(max_northings)) return null;
  return { minEastings: min_eastings, minNorthings: min_northings, maxEastings: max_eastings, maxNorthings: max_northings };
}

/** A result's name: a postcode, else a place's name (places carry an `outcode` too), else an outward code. */
function labelOf(record: JsonObject, fallback: string): string {
  for (const name of ["postcode", "name_1", "outcode", "code"]) if (typeof record[name] === "string") return record[name] as string;
  return fallback;
}

/** The point of one result, or null when it has no coordinates (Channel Islands, Isle of Man, no grid reference). */
function pointOf(value: unknown, number: number | null, suffix = ""): MapPoint | null {
  if (!isJsonObject(value) || !finite(value.longitude) || !finite(value.latitude)) return null;
  return {
    label: `${labelOf(value, number === null ? "Result" : `Result ${number}`)}${suffix}`,
    longitude: value.longitude,
    latitude: value.latitude,
    number,
    distance: finite(value.distance) ? value.distance : null,
    extent: extentOf(value),
  };
}

/**
 * How far a search reached, as the service works it out: a falsy radius
 * (absent, empty, JSON 0) is the default, any other is read with parseFloat
 * and clamped to the maximum; a negative radius finds nothing. Wide search
 * (postcodes only) ignores the radius.
 */
function reach(radius: unknown, limits: { default: number; maximum: number }): number | null {
  if (!radius) return limits.default;
  const asked = numeric(radius);
  if (Number.isNaN(asked) || asked < 0) return null;
  return Math.min(asked, limits.maximum);
}

const farthest = (points: readonly MapPoint[]) =>
  points.some((p) => p.distance !== null) ? Math.max(...points.map((p) => p.distance ?? 0)) : null;

function searchFrom(
  centre: [number, number],
  radius: unknown,
  wide: boolean,
  limits: { default: number; maximum: number },
  found: readonly MapPoint[],
): MapSearch | null {
  const metres = wide ? wideSearchRadius(farthest(found)) : reach(radius, limits);
  return metres === null ? null : { longitude: centre[0], latitude: centre[1], radius: metres, wide };
}

/** A pair of coordinates, both given: the service does not mix `lon` with `latitude`. */
function pair(values: Readonly<Record<string, string>>, lon: string, lat: string): [number, number] | null {
  if (!values[lon] || !values[lat]) return null;
  const centre: [number, number] = [numeric(values[lon]), numeric(values[lat])];
  return centre.every(Number.isFinite) ? centre : null;
}

/**
 * The search of a list answer: from the point the query or the path names
 * (`longitude` and `latitude` first, then `lon` and `lat`, as the service
 * reads them), or from the result the path names (nearest to a postcode or
 * an outward code). None for a list searched by text.
 */
function listSearch(request: MapRequest, points: MapPoint[], records: unknown[]): MapSearch | null {
  const query: Record<string, string> = Object.fromEntries(request.query);
  const named = Object.values(request.path).map(key);
  const source = points.find((p) => named.includes(key(p.label)));
  const centre =
    pair(query, "longitude", "latitude") ??
    pair(query, "lon", "lat") ??
    pair(request.path, "longitude", "latitude") ??
    (source ? ([source.longitude, source.latitude] as [number, number]) : null);
  if (!centre || points.length === 0) return null;
  const outcodes = records.every(
    (r) => isJsonObject(r) && typeof r.outcode === "string" && r.postcode === undefined && r.name_1 === undefined,
  );
  // Wide search is a postcode search's option; the outward code searches do not know it.
  const wide = !outcodes && Boolean(query.widesearch || query.wideSearch);
  return searchFrom(centre, query.radius, wide, outcodes ? SEARCH_RADIUS.outcodes : SEARCH_RADIUS.postcodes, points);
}

/** A bulk reverse geocoding item's search, from the options the answer echoes (values as given, JSON `false` is off). */
function bulkSearch(query: unknown, found: readonly MapPoint[]): MapSearch | null {
  if (!isJsonObject(query)) return null;
  const centre: [number, number] = [numeric(query.longitude), numeric(query.latitude)];
  if (!centre.every(Number.isFinite)) return null;
  const wide = Object.entries(query).some(([name, value]) => name.toLowerCase() === "widesearch" && Boolean(value));
  return searchFrom(centre, query.radius, wide, SEARCH_RADIUS.postcodes, found);
}

/** A bulk answer's points and searches: lookups numbered by their place in the list, reverse geocoding results one after another. */
function bulkSubject(items: readonly JsonObject[]): MapSubject {
  const points: MapPoint[] = [];
  const searches: MapSearch[] = [];
  items.forEach((item, i) => {
    if (!Array.isArray(item.result)) {
      const point = pointOf(item.result, i + 1);
      if (point) points.push(point);
      return;
    }
    const found: MapPoint[] = [];
    for (const record of item.result) {
      const point = pointOf(record, points.length + found.length + 1);
      if (point) found.push(point);
    }
    points.push(...found);
    const search = bulkSearch(item.query, found);
    if (search) searches.push(search);
  });
  return { points, searches };
}

/**
 * The map of an answer body (`{ status, result }`), or null when nothing in
 * it has coordinates. A single result is one point; a list is numbered in
 * answer order; bulk answers (`[{ query, result }]`) number their results
 * in order and draw each reverse geocoding item's search. A lookup's 404
 * for a postcode that was terminated shows where it last was.
 */
export function mapSubject(body: unknown, request: MapRequest): MapSubject | null {
  if (!isJsonObject(body)) return null;
  const { result } = body;
  let subject: MapSubject = { points: [], searches: [] };
  if (Array.isArray(result)) {
    const bulk = result.length > 0 && result.every((item) => isJsonObject(item) && "query" in item && "result" in item);
    if (bulk) subject = bulkSubject(result as JsonObject[]);
    else {
      const points = result.flatMap((record, i) => pointOf(record, i + 1) ?? []);
      const search = listSearch(request, points, result);
      subject = { points, searches: search ? [search] : [] };
    }
  } else {
    const point = pointOf(result, null) ?? pointOf(body.terminated, null, " (terminated)");
    if (point) subject.points.push(point);
  }
  return subject.points.length > 0 || subject.searches.length > 0 ? subject : null;
}
