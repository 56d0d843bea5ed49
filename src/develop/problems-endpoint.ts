import type { IncomingMessage, ServerResponse } from "node:http";
import { currentProblems, subscribeToProblems } from "./problems";
import { PROBLEMS_ENDPOINT } from "./problems-protocol";

/**
 * In `gatsby develop`, streams the site's current problems to the browser:
 * the whole list on connect and again whenever it changes.
 */
export function serveProblems(app: unknown): void {
  // Gatsby types `app` as any: it is Express, whose handlers get Node's request and response.
  const server = app as { get: (path: string, handler: (request: IncomingMessage, response: ServerResponse) => void) => void };
  server.get(PROBLEMS_ENDPOINT, (request, response) => {
    // no-transform: Gatsby's server gzips responses, which would hold each event back in the
    // compressor; the compression middleware leaves such responses alone.
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store, no-transform", Connection: "keep-alive" });
    const send = (problems: unknown) => response.write(`data: ${JSON.stringify(problems)}\n\n`);
    send(currentProblems());
    const unsubscribe = subscribeToProblems(send);
    request.on("close", unsubscribe);
  });
}
