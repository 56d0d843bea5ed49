// Serving a built copy of the site through nginx with the deploy configuration (gzip, headers),
// as a CDN would, for the duration of a benchmark.
import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts scripts/nginx-serve.sh of `siteDir` on `port` (serving `publicDir`, by default its
 * public/); resolves once it answers, with a stop().
 */
export async function serveWithNginx(siteDir, port, publicDir = path.join(siteDir, "public")) {
  const child = spawn("bash", [path.join(siteDir, "scripts/nginx-serve.sh"), String(port)], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, SITE_PUBLIC: path.resolve(publicDir) },
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at once:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (attempt === 99) throw new Error(`nginx did not answer on ${origin}:\n${stderr}`);
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
