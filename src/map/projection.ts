import { geoCircle } from "d3-geo";
// proj4's core and the one projection the grid needs, not the whole package: every other projection,
// MGRS and the rest weigh some 25 KB gzip. The unit tests check it against the whole package.
import proj4 from "proj4/lib/core";
import Proj from "proj4/lib/Proj";
import transverseMercator from "proj4/lib/projections/etmerc";
import grid from "./british-national-grid.json";
import type { GridExtent } from "./map-subject";

/**
 * The map's coordinates: the Ordnance Survey's British National Grid
 * (EPSG:27700, converted from WGS84 by proj4), in hectometres (the
 * grid file's `metresPerMapUnit`, which the boundary data uses too), with y
 * pointing down as SVG's does. The boundary data (src/map/generated) was
 * projected the same way when it was made, and places' bounding boxes are
 * already grid metres, so markers, outlines and boxes line up exactly.
 */
export const MAP_UNIT = grid.metresPerMapUnit;

/** A point on the map: [x, y] in map units. */
export type MapXY = [number, number];

Proj.projections.add(transverseMercator);
const toGrid = proj4("WGS84", grid.proj4);

/** Where a WGS84 longitude and latitude land on the map. */
export function project(longitude: number, latitude: number): MapXY {
  const [easting, northing] = toGrid.forward([longitude, latitude]);
  return [easting / MAP_UNIT, -northing / MAP_UNIT];
}

/** The WGS84 longitude and latitude of a point of the map. */
export function unproject([x, y]: MapXY): [number, number] {
  const [longitude, latitude] = toGrid.inverse([x * MAP_UNIT, -y * MAP_UNIT]);
  return [longitude, latitude];
}

/** A grid bounding box on the map: [x, y, width, height]. */
export function extentBox(extent: GridExtent): [number, number, number, number] {
  const x = extent.minEastings / MAP_UNIT;
  const y = -extent.maxNorthings / MAP_UNIT;
  return [x, y, (extent.maxEastings - extent.minEastings) / MAP_UNIT, (extent.maxNorthings - extent.minNorthings) / MAP_UNIT];
}

/** Mean Earth radius in metres (the IUGG value), to turn a distance on the ground into an angle. */
const EARTH_RADIUS = 6371008.8;

/** The ring of points a given number of metres from a point on the ground, on the map. */
export function circleRing(longitude: number, latitude: number, metres: number): MapXY[] {
  const degrees = (metres / EARTH_RADIUS) * (180 / Math.PI);
  const polygon = geoCircle().center([longitude, latitude]).radius(degrees).precision(3)();
  return polygon.coordinates[0].map(([lon, lat]) => project(lon, lat));
}
