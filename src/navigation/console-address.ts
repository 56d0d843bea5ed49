import { TRY_PARAM } from "./address-bar";
import type { ConsoleInputs } from "./console-request";
import { isListedServer } from "./console-servers";

export { lastWrittenSearch, replaceAddressSearch, TRY_PARAM, wantsConsole } from "./address-bar";

/**
 * The console's inputs in the page's query string, so that the address of
 * the page is the request: `?try&server=…&path.postcode=…&query.limit=…&body=…`.
 * Opening such an address opens the console with those inputs; `send` also
 * sends the request once (the search dialog's "Look up" action), if it goes
 * to one of the description's servers ({@link openingSend}).
 */

/** Asks the console to send the request as soon as it opens. */
export const SEND_PARAM = "send";
const SERVER_PARAM = "server";
const BODY_PARAM = "body";
const VARIANT_PARAM = "variant";
const FIELD = /^(path|query|header)\./;

/** The query string (with its `?`) that holds these inputs. */
export function inputsToSearch(inputs: Partial<ConsoleInputs>, { send = false } = {}): string {
  const params = new URLSearchParams();
  params.set(TRY_PARAM, "");
  if (inputs.server) params.set(SERVER_PARAM, inputs.server);
  for (const [key, value] of Object.entries(inputs.values ?? {})) if (value !== "") params.set(key, value);
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

/**
 * What a console opened from an address does first. A request is sent at
 * once only when the address asks to (`send`) and goes to one of the
 * description's own servers; any other server could be anyone's, so a link
 * naming one waits for the reader to check it and press Send.
 */
export function openingSend(search: string, server: string, servers: readonly string[]): "send" | "wait" | null {
  if (!searchToInputs(search).send) return null;
  return isListedServer(server, servers) ? "send" : "wait";
}

/**
 * Inputs restored from an address over the operation's first inputs: a
 * field the address names replaces its first value, and when the address
 * names any field, the first values of the others are cleared (the shared
 * request had them empty).
 */
export function restoreInputs(first: ConsoleInputs, shared: Partial<ConsoleInputs>): ConsoleInputs {
  const named = shared.values && Object.keys(shared.values).length > 0;
  return {
    server: shared.server ?? first.server,
    values: named ? { ...shared.values } : first.values,
    body: first.body === null ? null : (shared.body ?? first.body),
    variant: shared.variant ?? first.variant,
  };
}
