import { type ChildProcess, spawn } from "node:child_process";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * Stoplight Prism serving our description, with `--errors`: a request the description does not
 * allow is answered with an error (and an `sl-violations` header), never with the example.
 * scripts/lib/loopback-only.cjs makes any attempt to leave the machine fail.
 */
export async function startContractMock(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const prism: ChildProcess = spawn(
    path.join(ROOT, "node_modules/.bin/prism"),
    ["mock", "openapi/openapi.yaml", "--errors", "--host", "127.0.0.1", "--port", String(port)],
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: "--require ./scripts/lib/loopback-only.cjs" }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  prism.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => prism.on("exit", resolve));
  const stop = async () => {
    if (prism.exitCode === null) prism.kill();
    await exited;
  };
  // Ready when /ping answers; a Prism that exits first (a port in use, a broken description) says why.
  for (let tries = 0; ; tries++) {
    if (prism.exitCode !== null) throw new Error(`Prism exited (${prism.exitCode}) before it answered on ${origin}:\n${errors}`);
    if (await answers(`${origin}/ping`)) return { origin, stop };
    if (tries > 600) {
      await stop();
      throw new Error(`Prism did not answer on ${origin} within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = httpRequest(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.end();
  });

/** One request as it reached the mock, with the mock's answer. */
export interface Exchange {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
  answerHeaders: IncomingHttpHeaders;
  answer: Buffer;
}

/**
 * A proxy in front of the mock that keeps every request and answer, so a run can be checked for
 * what the sample sent (the bytes of its body) as well as for what it printed. One per run: runs
 * at the same time never see each other's requests.
 */
export async function recordingProxy(mockOrigin: string): Promise<{ origin: string; exchanges: Exchange[]; close: () => Promise<void> }> {
  const target = new URL(mockOrigin);
  const exchanges: Exchange[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const headers = { ...incoming.headers, host: target.host };
      const forward = httpRequest(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => answerChunks.push(chunk));
          answer.on("end", () => {
            const answerBody = Buffer.concat(answerChunks);
            exchanges.push({
              method: incoming.method ?? "",
              url: incoming.url ?? "",
              headers: incoming.headers,
              body,
              status: answer.statusCode ?? 0,
              answerHeaders: answer.headers,
              answer: answerBody,
            });
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(answerBody);
          });
        },
      );
      forward.on("error", (error) => {
        outgoing.writeHead(502);
        outgoing.end(`The recording proxy could not reach the mock: ${error.message}`);
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
