// Serves a finished build as Netlify's own local server does: netlify-cli's `netlify dev`, offline,
// with its simple static server over the publish folder, so `_headers`, `_redirects`, the
// headers and redirects of netlify.toml and the 404 page go through Netlify's code, not ours.
// No account, no network: `--offline`, the edge function (netlify/edge-functions/) run by the Deno
// of the npm registry's `deno` package (netlify-cli takes a `deno` on the PATH that its edge
// bundler accepts, and downloads one otherwise), telemetry off, and netlify-cli's state and settings in $TMPDIR/netlify-serve-<uid>/<port>,
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
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
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
// The edge functions (netlify.toml's edge_functions, relative to the project) and the site's code they
// import, and the MCP server's function (its [functions] directory, under mcp/), linked into the
// project folder: the functions run from the site's own files.
for (const folder of ["netlify", "src", "mcp"]) {
  rmSync(path.join(project, folder), { recursive: true, force: true });
  symlinkSync(path.join(site, folder), path.join(project, folder), "dir");
}
// netlify-cli reads its settings from $XDG_CONFIG_HOME/netlify/config.json: telemetry off there.
mkdirSync(path.join(project, "config", "netlify"), { recursive: true });
writeFileSync(path.join(project, "config", "netlify", "config.json"), JSON.stringify({ telemetryDisabled: true }));

const env = {
  ...process.env,
  XDG_CONFIG_HOME: path.join(project, "config"),
  BROWSER: "none",
  // Deno from the npm registry (devDependency `deno`), its cache beside netlify-cli's state.
  PATH: `${path.join(site, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  DENO_DIR: path.join(project, "deno"),
  // The edge runtime's bootstrap, which netlify-cli fetches from edge.netlify.com: Netlify's own copy
  // for local development, in the npm package @netlify/edge-functions-dev (a netlify-cli dependency).
  NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(path.join(site, "node_modules", "@netlify", "edge-functions-dev", "dist", "deno", "bootstrap.mjs"))
    .href,
};
for (const name of ["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID", "NETLIFY"]) delete env[name];

const child = spawn(
  path.join(site, "node_modules", ".bin", "netlify"),
  ["dev", "--offline", "--dir", publish, "--port", String(port), "--no-open", "--skip-gitignore"],
  { cwd: project, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
