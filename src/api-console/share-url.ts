import { type ConsoleInputs, searchToInputs } from "../navigation/console-address";
import { isListedServer } from "./console-servers";

/**
 * What the console does with an address that holds its inputs
 * (src/navigation/console-address.ts): whether it sends at once, and the
 * inputs it starts from.
 */

/**
 * What a console opened from an address does first. A request is sent at
 * once only when the address asks to (`send`) and goes to one of the
 * description's own servers, or when the site itself made the link
 * (`fromSite`: the search's "Look up" and the map's point actions, which
 * carry the server the reader chose here). Any other server could be
 * anyone's, so a link from elsewhere naming one waits for the reader to
 * check it and press Send.
 */
export function openingSend(search: string, server: string, servers: readonly string[], fromSite = false): "send" | "wait" | null {
  if (!searchToInputs(search).send) return null;
  return fromSite || isListedServer(server, servers) ? "send" : "wait";
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
