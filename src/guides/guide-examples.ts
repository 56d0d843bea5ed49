import { isJsonObject, type JsonObject } from "../json/json-values";
import { escapePointerToken } from "../../plugins/gatsby-source-openapi";
import type { ExampleValidator } from "../api-reference/example-validation";

/** A fenced ```json block of a guide. */
export interface JsonFence {
  /** Line of the opening fence (1-based). */
  line: number;
  meta: string;
  code: string;
}

/** Which part of the API an example belongs to, from the fence's info string. */
export type ExampleTie = { operationId: string; status: string } | { operationId: string; request: true };

/** Every ```json fence of an MDX or Markdown source. */
export function findJsonFences(source: string): JsonFence[] {
  const fences: JsonFence[] = [];
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})json\b(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, , ticks, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trim().startsWith(ticks)) body.push(lines[j++]);
    fences.push({ line: i + 1, meta: meta.trim(), code: body.join("\n") });
    i = j;
  }
  return fences;
}

/** Reads `operation=<operationId> status=<code>` or `operation=<operationId> request` from a fence's info string. */
export function parseTie(meta: string): ExampleTie | null {
  const operation = /(?:^|\s)operation=([\w.-]+)/.exec(meta)?.[1];
  if (!operation) return null;
  if (/(?:^|\s)request(?:\s|$)/.test(meta)) return { operationId: operation, request: true };
  const status = /(?:^|\s)status=(\w+)/.exec(meta)?.[1];
  return status ? { operationId: operation, status } : null;
}

/** The info-string word of a fence that holds an MCP client's configuration (the guide "Use with AI agents"). */
const MCP_CONFIG = /(?:^|\s)mcp-config(?:\s|$)/;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The problems of an MCP client's configuration as a guide shows it: one `mcpServers` (Claude, Cursor)
 * or `servers` (VS Code) object, each server either remote (`url`, an http(s) address; `type` "http")
 * or local (`command` with `args`, `env` of strings; `type` "stdio").
 */
export function mcpConfigProblems(where: string, code: string): string[] {
  let config: unknown;
  try {
    config = JSON.parse(code);
  } catch (error) {
    return [`${where}: the configuration is not valid JSON (${(error as Error).message}).`];
  }
  const keys = isJsonObject(config) ? Object.keys(config) : [];
  if (!isJsonObject(config) || keys.length !== 1 || !["mcpServers", "servers"].includes(keys[0]) || !isJsonObject(config[keys[0]]))
    return [`${where}: an MCP configuration is one object, "mcpServers" (Claude, Cursor) or "servers" (VS Code), of servers by name.`];
  const problems: string[] = [];
  for (const [name, server] of Object.entries(config[keys[0]] as JsonObject)) {
    const at = `${where}: server "${name}"`;
    if (!isJsonObject(server)) {
      problems.push(`${at} is not an object.`);
      continue;
    }
    if ("url" in server) {
      if (typeof server.url !== "string" || !/^https?:\/\/[^\s]+$/.test(server.url))
        problems.push(`${at}: "url" must be an http(s) address.`);
      if ("type" in server && server.type !== "http") problems.push(`${at}: a remote server's "type" is "http".`);
    } else if ("command" in server) {
      if (typeof server.command !== "string" || server.command === "") problems.push(`${at}: "command" must be the program to run.`);
      if (!isStringList(server.args)) problems.push(`${at}: "args" must be a list of strings.`);
      if ("env" in server && !(isJsonObject(server.env) && Object.values(server.env).every((v) => typeof v === "string")))
        problems.push(`${at}: "env" must map names to strings.`);
      if ("type" in server && server.type !== "stdio") problems.push(`${at}: a local server's "type" is "stdio".`);
    } else problems.push(`${at} has neither "url" (a remote server) nor "command" (a local one).`);
  }
  return problems;
}

/** JSON Pointer of the operation with this operationId in a bundled document, or null. */
export function findOperation(document: JsonObject, operationId: string): { pointer: string; operation: JsonObject } | null {
  for (const [path, item] of Object.entries(isJsonObject(document.paths) ? document.paths : {})) {
    if (!isJsonObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (isJsonObject(operation) && operation.operationId === operationId) {
        return { pointer: `#/paths/${escapePointerToken(path)}/${method}`, operation };
      }
    }
  }
  return null;
}

/**
 * Checks the JSON examples of one guide against the OpenAPI description.
 * Every ```json fence must name its operation and status (or `request`),
 * must parse, and must validate against that response's (or request
 * body's) schema. Returns one message per problem, naming the file, the
 * line and the schema error.
 */
export function checkGuideExamples(file: string, source: string, document: JsonObject, validator: ExampleValidator): string[] {
  const problems: string[] = [];
  for (const fence of findJsonFences(source)) {
    const where = `${file}:${fence.line}`;
    if (MCP_CONFIG.test(fence.meta)) {
      problems.push(...mcpConfigProblems(where, fence.code));
      continue;
    }
    const tie = parseTie(fence.meta);
    if (!tie) {
      problems.push(
        `${where}: this JSON example is not tied to the API. Add operation=<operationId> and status=<code> (or request) to its code fence so it is checked against the OpenAPI schema, or mcp-config if it is an MCP client's configuration.`,
      );
      continue;
    }
    const found = findOperation(document, tie.operationId);
    if (!found) {
      problems.push(`${where}: no operation with operationId "${tie.operationId}" in the OpenAPI description.`);
      continue;
    }
    const content =
      "request" in tie
        ? isJsonObject(found.operation.requestBody)
          ? found.operation.requestBody.content
          : undefined
        : isJsonObject(found.operation.responses) && isJsonObject(found.operation.responses[tie.status])
          ? (found.operation.responses[tie.status] as JsonObject).content
          : undefined;
    const label = "request" in tie ? "request body" : `${tie.status} response`;
    if (!isJsonObject(content) || !isJsonObject(content["application/json"])) {
      problems.push(`${where}: ${tie.operationId} has no JSON ${label} in the OpenAPI description.`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(fence.code);
    } catch (error) {
      problems.push(`${where}: the example is not valid JSON (${(error as Error).message}).`);
      continue;
    }
    const schemaPointer =
      "request" in tie
        ? `${found.pointer}/requestBody/content/application~1json/schema`
        : `${found.pointer}/responses/${escapePointerToken(tie.status)}/content/application~1json/schema`;
    const errors = validator.validate(schemaPointer, value);
    if (errors.length > 0)
      problems.push(`${where}: the example does not match the ${label} schema of ${tie.operationId}: ${errors.join("; ")}`);
  }
  return problems;
}
