// `npm run develop`: runs `gatsby develop` and starts it again when it asks to be restarted.
//
//   node scripts/develop.mjs [gatsby develop options, e.g. --port 8100]
//
// A few settings of site.config.ts are read only when develop starts (gatsby-config.ts, the OpenAPI
// plugin, the guides' nodes). When one of them is saved, src/gatsby/check-site-config-loader.cjs
// prints one line saying which, and develop exits with RESTART_EXIT_CODE; this script then starts it
// again, so the edit applies without the author doing anything. Any other exit ends this script with
// the same code; Ctrl-C and SIGTERM are passed on to gatsby.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { RESTART_EXIT_CODE, SUPERVISED_ENV } from "./lib/develop-restart.cjs";

const gatsbyCli = createRequire(import.meta.url).resolve("gatsby/cli.js");
const options = process.argv.slice(2);

let child = null;
let stopping = false;

function start() {
  child = spawn(process.execPath, [gatsbyCli, "develop", ...options], {
    stdio: "inherit",
    env: { ...process.env, [SUPERVISED_ENV]: "1" },
  });
  child.on("exit", (code, signal) => {
    if (!stopping && code === RESTART_EXIT_CODE) {
      console.info("Starting gatsby develop again to apply the new settings.");
      start();
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
  });
}

start();
