/**
 * The mock of our API the browser tests send console requests to: Stoplight
 * Prism on the site's own OpenAPI description (the same as `npm run mock`),
 * on a port of its own next to the test servers' (E2E_PORT + 10), so it
 * collides neither with them nor with a reader's `npm run mock` on 8000.
 */
const PORT = Number(process.env.E2E_PORT ?? 9000);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? PORT + 10);
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
/** The public service: never reached from tests; requests to it are answered by the mock. */
export const PUBLIC_API = "https://api.postcodes.io";
