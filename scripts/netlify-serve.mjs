// Serves a finished build as Netlify's own local server does: netlify-cli's `netlify dev`, offline,
// with its simple static server over the publish folder, so `_headers`, `_redirects`, the
// headers and redirects of netlify.toml and the 404 page go through Netlify's code, not ours.
// No account, no network: `--offline`, edge functions off (they would download Deno at start),
// telemetry off, and netlify-cli's state and settings in $TMPDIR/netlify-serve-<uid>/<port>,
// away from the working tree and the user's ~/.config/netlify. (netlify-cli 26 also starts a local
// Postgres, PGlite, for Netlify Database, with no switch to skip it: creating its files takes some
// 25 s on a 2-core machine, so the folder is kept and the next start with that port reuses them.)
//
//   node scripts/netlify-serve.mjs [port=9400] [publish folder=public]
//
// The project folder netlify-cli sees holds only a copy of netlify.toml plus a
// [dev] table (the static server's port), so it never looks at package.json, never detects Gatsby
// and never runs `gatsby develop` or a build: it serves the folder as it is.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.argv[2] ?? 9400);
const publish = path.resolve(process.argv[3] ?? path.join(site, "public"));
// netlify-cli's static server listens on a port of its own, behind the proxy that applies the rules.
const staticPort = Number(process.env.NETLIFY_STATIC_PORT ?? port + 1);

// Outside the repository: inside it, netlify-cli would take the repository for the project and read
// the build's own public/_headers besides the folder served.
const project = path.join(tmpdir(), `netlify-serve-${process.getuid?.() ?? "user"}`, String(port));
mkdirSync(project, { recursive: true });
writeFileSync(
  path.join(project, "netlify.toml"),
  `${readFileSync(path.join(site, "netlify.toml"), "utf8")}\n# Added by scripts/netlify-serve.mjs\n[dev]\n  framework = "#static"\n  staticServerPort = ${staticPort}\n`,
);
// netlify-cli reads its settings from $XDG_CONFIG_HOME/netlify/config.json: telemetry off there.
mkdirSync(path.join(project, "config", "netlify"), { recursive: true });
writeFileSync(path.join(project, "config", "netlify", "config.json"), JSON.stringify({ telemetryDisabled: true }));

const env = { ...process.env, XDG_CONFIG_HOME: path.join(project, "config"), BROWSER: "none" };
for (const name of ["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID", "NETLIFY"]) delete env[name];

const child = spawn(
  path.join(site, "node_modules", ".bin", "netlify"),
  [
    "dev",
    "--offline",
    "--dir",
    publish,
    "--port",
    String(port),
    "--no-open",
    "--skip-gitignore",
    // Hidden flag of netlify-cli ("use this if your environment doesn't support Deno"): without it
    // `netlify dev` downloads Deno for edge functions at start, and fails offline. The site has none.
    "--internal-disable-edge-functions",
  ],
  { cwd: project, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
