import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { findJsonFences } from "../src/guides/guide-examples";
import { MOCK_ORIGIN } from "./mock-api";

/** The stdio server the build writes (src/gatsby/write-mcp-server.ts). */
export const STDIO_SERVER = path.resolve(__dirname, "../mcp/dist/server.mjs");

/** The SDK's own client over stdio, on a server started with `command` and `args` (the stdio server by default). */
export async function stdioClient(args: readonly string[], options: { command?: string; env?: Record<string, string>; cwd?: string } = {}) {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  const transport = new StdioClientTransport({
    command: options.command ?? process.execPath,
    args: options.command ? [...args] : [STDIO_SERVER, ...args],
    env: options.env,
    cwd: options.cwd,
    stderr: "pipe",
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer, typed, with its text. */
export async function call(client: Client, name: string, args: Record<string, unknown>) {
  const answer = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = answer.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  return { ...answer, text, data: answer.structuredContent as Record<string, unknown> | undefined };
}

/**
 * A tool's whole text read part by part, as a model would (each part's last line names the next
 * offset): the parts with their notes taken off, joined.
 */
export async function readWhole(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  let whole = "";
  let offset = 0;
  for (let part = 0; part < 50; part++) {
    const { text, isError } = await call(client, name, { ...args, ...(offset > 0 ? { offset } : {}) });
    if (isError) throw new Error(`${name} ${JSON.stringify(args)} at ${offset}: ${text}`);
    const note = /\n\n\[Characters (\d+)–(\d+) of (\d+)(?:: the end\.|\. To read on, call again with offset (\d+)\.)\]$/.exec(text);
    if (!note) return whole + text;
    whole += text.slice(0, note.index);
    if (!note[4]) return whole;
    offset = Number(note[4]);
  }
  throw new Error(`${name} ${JSON.stringify(args)}: more than 50 parts`);
}

/**
 * What a valid call of each API tool sends, written from the API's facts (not from the server):
 * the tests send each to the mock and expect an answer that matches the documentation.
 */
export const VALID_CALLS: Record<string, Record<string, unknown>> = {
  postcodeLookup: { q: "SW1A 2AA", limit: 5 },
  bulkPostcodeLookup: { body: { postcodes: ["SW1A 2AA", "M1 1AE"] } },
  lookupPostcode: { postcode: "SW1A 2AA" },
  nearestPostcode: { postcode: "SW1A 2AA", limit: 5, radius: 500 },
  validatePostcode: { postcode: "SW1A 2AA" },
  autocompletePostcode: { postcode: "SW1A", limit: 5 },
  reverseGeocodeLonLat: { longitude: -0.1276, latitude: 51.5034 },
  reverseGeocodeLatLon: { latitude: 51.5034, longitude: -0.1276 },
  randomPostcode: {},
  reverseGeocodeOutcodes: { lon: -0.1276, lat: 51.5034 },
  findOutcode: { outcode: "SW1A" },
  nearestOutcode: { outcode: "SW1A" },
  placeQuery: { q: "Bath" },
  findPlace: { code: "osgb4000000074564391" },
  randomPlace: {},
  lookupTerminatedPostcode: { postcode: "E1W 1UU" },
  getScottishPostcode: { postcode: "EH1 1YZ" },
  ping: {},
  ready: {},
};

/**
 * A proxy in front of the mock that counts what reaches it and can rewrite the JSON of the
 * answers (to make one differ from the documentation): the API tools' base URL in the tests.
 */
export async function answerProxy(target = MOCK_ORIGIN) {
  const requests: string[] = [];
  const state: {
    rewrite: ((json: unknown) => unknown) | null;
    answer: { status: number; body: unknown; headers?: Record<string, string> } | null;
  } = {
    rewrite: null,
    answer: null,
  };
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  };
  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (state.answer) {
      response.writeHead(state.answer.status, { "content-type": "application/json", ...state.answer.headers });
      response.end(JSON.stringify(state.answer.body));
      return;
    }
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers: { "content-type": request.headers["content-type"] ?? "application/json", accept: "application/json" },
      body: await body(request),
    });
    let text = await upstream.text();
    if (state.rewrite) text = JSON.stringify(state.rewrite(JSON.parse(text)));
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server of a client's configuration as the guide "Use with AI agents" shows it. */
export interface ConfiguredServer {
  file: string;
  name: string;
  url?: string;
  command?: string;
  args?: string[];
  env?: Record<string, string>;
}

/** The guide "Use with AI agents" as readers and agents copy it (its Markdown twin). */
const GUIDE_TWIN = path.resolve(__dirname, "../public/docs/ai-agents.md");

/** Every server of every configuration the guide shows, by the file its fence names. */
export function guideConfigurations(): ConfiguredServer[] {
  // The fences as the build's guide check reads them (src/guides/guide-examples.ts), from what readers copy.
  return findJsonFences(readFileSync(GUIDE_TWIN, "utf8")).flatMap(({ meta, code }) => {
    const file = /title="([^"]+)"/.exec(meta)?.[1] ?? "";
    const config = JSON.parse(code) as { mcpServers?: Record<string, object>; servers?: Record<string, object> };
    return Object.entries(config.mcpServers ?? config.servers ?? {}).map(([name, server]) => ({ file, name, ...server }));
  });
}

/** The guide's shell commands (```bash fences), one a line. */
export function guideCommands(): string[] {
  return [...readFileSync(GUIDE_TWIN, "utf8").matchAll(/^```bash\n([\s\S]*?)\n```$/gm)].flatMap(([, code]) => code.split("\n"));
}
