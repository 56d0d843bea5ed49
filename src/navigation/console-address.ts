import { apiOperationPath } from "./api-paths";
import { TRY_PARAM } from "./console-flag";

/**
 * The API console's inputs in the page's query string, so that the address
 * of the page is the request: `?try&server=…&path.postcode=…&query.limit=…&body=…`.
 * Opening such an address opens the console with those inputs; `send` also
 * asks it to send the request once. The console writes such addresses, and
 * so do the search dialog's "Look up" and the map's point actions.
 */

/** Everything the reader can change in the console. Field values are the text typed, by key ("path.postcode", "query.limit"). */
export interface ConsoleInputs {
  server: string;
  values: Readonly<Record<string, string>>;
  /** The JSON body as typed, or null when the operation takes none. */
  body: string | null;
  /** Which variant of a `oneOf` body is chosen. */
  variant: number;
}

/** Asks the console to send the request as soon as it opens. */
export const SEND_PARAM = "send";
const SERVER_PARAM = "server";
const BODY_PARAM = "body";
const VARIANT_PARAM = "variant";
const FIELD = /^(path|query|header)\./;

/**
 * The query string (with its `?`) that holds these inputs. `named` fields are written without a
 * value: the console opens with them and only them filled, each with its own example (a guide's
 * request names its parameters, "lon" and "lat", not their values).
 */
export function inputsToSearch(
  inputs: Partial<ConsoleInputs>,
  { send = false, named = [] }: { send?: boolean; named?: readonly string[] } = {},
): string {
  const params = new URLSearchParams();
  params.set(TRY_PARAM, "");
  if (inputs.server) params.set(SERVER_PARAM, inputs.server);
  for (const [key, value] of Object.entries(inputs.values ?? {})) if (value !== "") params.set(key, value);
  for (const key of named) if (!params.has(key)) params.set(key, "");
  if (inputs.variant) params.set(VARIANT_PARAM, String(inputs.variant));
  if (inputs.body !== null && inputs.body !== undefined) params.set(BODY_PARAM, inputs.body);
  if (send) params.set(SEND_PARAM, "");
  return `?${params.toString().replace(/^try=(&|$)/, "try$1")}`;
}

/** The inputs a query string holds (only what it names), and whether it asks to send. */
export function searchToInputs(search: string): { inputs: Partial<ConsoleInputs>; send: boolean } {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (FIELD.test(key)) values[key] = value;
  const inputs: Partial<ConsoleInputs> = { values };
  const server = params.get(SERVER_PARAM);
  if (server) inputs.server = server;
  const body = params.get(BODY_PARAM);
  if (body !== null) inputs.body = body;
  const variant = Number(params.get(VARIANT_PARAM));
  if (Number.isInteger(variant) && variant > 0) inputs.variant = variant;
  return { inputs, send: params.has(SEND_PARAM) };
}

/** The address of an operation's page with its console open on these inputs, asked to send them at once. */
export const sendingConsoleAddress = (slug: string, inputs: Partial<ConsoleInputs>): string =>
  `${apiOperationPath(slug)}${inputsToSearch(inputs, { send: true })}`;
