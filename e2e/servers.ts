/**
 * Where the browser tests find the servers playwright.config.ts starts. The
 * ports follow E2E_PORT, so parallel runs can use their own.
 */
export const PORT = Number(process.env.E2E_PORT ?? 9000);
/** The production build served by nginx with the deploy configuration. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 200);
/** The production build served by Netlify's own local server (netlify-cli, scripts/netlify-serve.mjs); its static server listens on the next port. */
export const NETLIFY_PORT = Number(process.env.E2E_NETLIFY_PORT ?? PORT + 400);
/** A `router: "hash"` build served by nginx from a sub-folder. */
export const HASH_NGINX_PORT = Number(process.env.E2E_HASH_NGINX_PORT ?? PORT + 300);
/** The sub-folder deploy/nginx/hash-edition.conf serves the hash-routed build from. */
export const HASH_EDITION_FOLDER = "/manuals/postcodes-io/";
