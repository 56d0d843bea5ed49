import { isJsonObject, type JsonObject } from "../json/json-values";
import { SEARCH_RADIUS, WIDE_SEARCH_REACH } from "./search-radius";

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
  /** The postcode, outward code or place name. */
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
  /** True when wide search was on: the radius is the most it could reach. */
  wide: boolean;
}

export interface MapSubject {
  points: MapPoint[];
  searches: MapSearch[];
}

/** The request an answer came from: its query parameters and the values in its path. */
export interface MapRequest {
  query: readonly (readonly [string, string])[];
  pathValues: readonly string[];
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const numeric = (value: unknown) => (finite(value) ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN);
const key = (text: string) => text.replace(/\s+/g, "").toUpperCase();

function extentOf(record: JsonObject): GridExtent | null {
  const { min_eastings, min_northings, max_eastings, max_northings } = record;
  if (!finite(min_eastings) || !finite(min_northings) || !finite(max_eastings) || !finite(max_northings)) return null;
  return { minEastings: min_eastings, minNorthings: min_northings, maxEastings: max_eastings, maxNorthings: max_northings };
}

function labelOf(record: JsonObject, fallback: string): string {
  for (const name of ["postcode", "outcode", "name_1", "code"]) if (typeof record[name] === "string") return record[name] as string;
  return fallback;
}

/** The point of one result, or null when it has no coordinates (Channel Islands, Isle of Man, no grid reference). */
function pointOf(value: unknown, number: number | null): MapPoint | null {
  if (!isJsonObject(value) || !finite(value.longitude) || !finite(value.latitude)) return null;
  return {
    label: labelOf(value, number === null ? "Result" : `Result ${number}`),
    longitude: value.longitude,
    latitude: value.latitude,
    number,
    distance: finite(value.distance) ? value.distance : null,
    extent: extentOf(value),
  };
}

/** How far a search reached: the radius asked for, clamped as the service clamps it, or its default; none when negative. */
function reach(radius: unknown, wide: boolean, limits: { default: number; maximum: number }, zeroIsDefault: boolean): number | null {
  if (wide) return WIDE_SEARCH_REACH;
  const asked = numeric(radius);
  if (Number.isNaN(asked) || (zeroIsDefault && asked === 0)) return limits.default;
  if (asked < 0) return null;
  return Math.min(asked, limits.maximum);
}

const isOutcode = (point: MapPoint, records: unknown[]) =>
  records.some((r) => isJsonObject(r) && r.outcode === point.label && r.postcode === undefined);

/** The search of a list answer: from the point the request names, or from the result the path names (nearest to a postcode or outcode). */
function listSearch(request: MapRequest, points: MapPoint[], records: unknown[]): MapSearch | null {
  const query = new Map(request.query.map(([name, value]) => [name, value]));
  const wide = ["widesearch", "wideSearch"].some((name) => (query.get(name) ?? "") !== "");
  const longitude = numeric(query.get("longitude") ?? query.get("lon"));
  const latitude = numeric(query.get("latitude") ?? query.get("lat"));
  const [pathLongitude, pathLatitude] = request.pathValues.length === 2 ? request.pathValues.map(numeric) : [NaN, NaN];
  const named = request.pathValues.map(key);
  const source = points.find((p) => named.includes(key(p.label)));
  const centre: [number, number] | null =
    !Number.isNaN(longitude) && !Number.isNaN(latitude)
      ? [longitude, latitude]
      : !Number.isNaN(pathLongitude) && !Number.isNaN(pathLatitude)
        ? [pathLongitude, pathLatitude]
        : source
          ? [source.longitude, source.latitude]
          : null;
  if (!centre || points.length === 0) return null;
  const limits = points.every((p) => isOutcode(p, records)) ? SEARCH_RADIUS.outcodes : SEARCH_RADIUS.postcodes;
  const radius = reach(query.get("radius"), wide, limits, false);
  return radius === null ? null : { longitude: centre[0], latitude: centre[1], radius, wide };
}

/** A bulk reverse geocoding item's search, from the options the answer echoes. */
function bulkSearch(query: unknown): MapSearch | null {
  if (!isJsonObject(query) || !finite(numeric(query.longitude)) || !finite(numeric(query.latitude))) return null;
  const wide = Object.keys(query).some((name) => name.toLowerCase() === "widesearch");
  const radius = reach(query.radius, wide, SEARCH_RADIUS.postcodes, true);
  return radius === null ? null : { longitude: numeric(query.longitude), latitude: numeric(query.latitude), radius, wide };
}

/**
 * The map of an answer body (`{ status, result }`), or null when nothing in
 * it has coordinates. A single result is one point; a list is numbered in
 * answer order; bulk answers (`[{ query, result }]`) number every result
 * with coordinates in order and draw each reverse geocoding item's search.
 */
export function mapSubject(body: unknown, request: MapRequest): MapSubject | null {
  const result = isJsonObject(body) ? body.result : undefined;
  const points: MapPoint[] = [];
  const searches: MapSearch[] = [];
  if (Array.isArray(result)) {
    const bulk = result.length > 0 && result.every((item) => isJsonObject(item) && "query" in item && "result" in item);
    if (bulk) {
      for (const item of result as JsonObject[]) {
        const found = Array.isArray(item.result) ? item.result : [item.result];
        for (const record of found) {
          const point = pointOf(record, points.length + 1);
          if (point) points.push(point);
        }
        const search = Array.isArray(item.result) ? bulkSearch(item.query) : null;
        if (search) searches.push(search);
      }
    } else {
      result.forEach((record, i) => {
        const point = pointOf(record, i + 1);
        if (point) points.push(point);
      });
      const search = listSearch(request, points, result);
      if (search) searches.push(search);
    }
  } else {
    const point = pointOf(result, null);
    if (point) points.push(point);
  }
  return points.length > 0 || searches.length > 0 ? { points, searches } : null;
}

/** The values a request's URL holds in the places of its path's `{parameters}` (decoded), in order. */
export function pathValues(template: string, url: string): string[] {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, (name) => {
    names.push(name);
    return "([^/]*)";
  });
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").split(/[?#]/)[0];
  const match = new RegExp(`${pattern}$`).exec(path);
  if (!match) return [];
  return match.slice(1).map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  });
}
