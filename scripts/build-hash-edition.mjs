// Builds the `router: "hash"` edition the browser tests serve (scripts/serve-hash-build.mjs), after
// the production build: the test command runs it beside the other builds in copies of the site, so
// the browser tests start without waiting for it.
//
//   node scripts/build-hash-edition.mjs
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildHashEdition } from "./lib/hash-edition-build.mjs";

await buildHashEdition(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
