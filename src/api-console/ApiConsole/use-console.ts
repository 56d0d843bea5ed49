import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import type { SchemaNode } from "../../api-reference/schema/schema-model";
import { addToHistory, storedServer } from "../console-history";
import { isUsableServer, openingServer } from "../console-servers";
import {
  buildConsoleRequest,
  type ConsoleInputs,
  type ConsoleOperation,
  addressInputs,
  initialInputs,
  type InputProblem,
  inputProblems,
} from "../console-request";
import type { InputKinds } from "../../input-kinds/input-kinds";
import type { SchemaLookup } from "../schema-validator";
import { type ConsoleOutcome, notSentOutcome, sendRequest } from "../send-request";
import { inputsToSearch, searchToInputs } from "../../navigation/console-address";
import { replaceAddressSearch } from "../address-bar";
import { openingSend, restoreInputs } from "../share-url";
import { forgetSiteLink, isSiteLink } from "../../navigation/site-sent-link";
import { CONSOLE_TIMEOUT_MS } from "../../shell-constants";
import type { CodeSampleView, SampleRewrite } from "../../api-reference/CodeSamples";
import { useLiveSamples } from "./use-live-samples";

export interface ApiConsoleProps {
  operation: ConsoleOperation;
  /** Named schemas the operation uses (for `$ref`s in its schemas). */
  schemas: SchemaLookup;
  /** The input kinds the site knows (`x-input-kind`). */
  inputKinds: InputKinds;
  /** The page's code samples as built (tabs), and the languages of its "More" menu. */
  samples: readonly CodeSampleView[];
  moreSampleLanguages: readonly { id: string }[];
  /** Receives what writes the page's code samples (the generated ones) for the console's inputs, and null when it closes. */
  onSampleRewrite: (rewrite: SampleRewrite | null) => void;
  /** The response schema trees of the page by status, to link an answer's fields to their rows. */
  responseTrees: ReadonlyMap<string, SchemaNode | null>;
  /** Every tree of the page, to follow a schema expanded elsewhere. */
  allTrees: readonly (SchemaNode | null)[];
  /** The docs' "Edit this page" address: an answer that differs from the documentation offers a filled-in issue on its repository. */
  reportTo?: string | null;
  /** The page's query string when the console opened (a shared request). */
  search: string;
  /** Whether the focus moves into the console as it opens: yes when the reader opened it, not when an address did. */
  focusOnOpen: boolean;
}

export type SendState =
  | { kind: "idle" }
  /** Opened from an address that asks to send to a server the description does not list: the reader sends it. */
  | { kind: "waiting"; server: string }
  | { kind: "blocked"; problems: InputProblem[] }
  | { kind: "sending"; request: SampleRequest }
  /** `inputs`: what the request was made from (the map reads its server and path values, whatever the inputs say since). */
  | { kind: "done"; request: SampleRequest; inputs: ConsoleInputs; outcome: ConsoleOutcome };

/** The inputs a console opens with: the operation's first values, the remembered server, then what the address holds. */
function openingInputs({ operation, schemas, search }: Pick<ApiConsoleProps, "operation" | "schemas" | "search">): ConsoleInputs {
  const server = openingServer(storedServer.get(), operation.servers);
  return restoreInputs(initialInputs(operation, server, schemas), addressInputs(operation, schemas, searchToInputs(search).inputs));
}

/**
 * The console's state: the inputs, their problems, the request they make,
 * sending it (one at a time, the newest wins), the history, the address
 * bar, and the page's live code samples and the curl command once the
 * sample generators have loaded.
 */
export function useConsole(props: ApiConsoleProps) {
  const { operation, schemas, inputKinds, samples, moreSampleLanguages, onSampleRewrite } = props;
  const [opening] = useState(() => {
    const first = openingInputs(props);
    return { inputs: first, send: openingSend(props.search, first.server, operation.servers, isSiteLink(props.search)) };
  });
  const [inputs, setInputs] = useState<ConsoleInputs>(opening.inputs);
  const [state, setState] = useState<SendState>(
    opening.send === "wait" ? { kind: "waiting", server: opening.inputs.server } : { kind: "idle" },
  );
  const inFlight = useRef<AbortController | null>(null);
  const [reveals, setReveals] = useState(0);
  const sendOnOpen = useRef(opening.send === "send");

  const problems = useMemo(() => inputProblems(operation, inputs, schemas, inputKinds), [operation, inputs, schemas, inputKinds]);
  const request = useMemo(() => buildConsoleRequest(operation, inputs, schemas), [operation, inputs, schemas]);
  const search = useMemo(() => inputsToSearch(inputs), [inputs]);

  useEffect(() => replaceAddressSearch(search), [search]);
  const writer = useLiveSamples(request, samples, moreSampleLanguages, onSampleRewrite);
  const curl = useMemo(() => (writer ? writer.curlCommand(request) : null), [writer, request]);
  /** Why "Copy as curl" copies nothing: a body that is not JSON (the command would send something else). */
  const curlRefusal = useMemo(() => (writer ? writer.invalidBody(request) : null), [writer, request]);
  useEffect(() => () => inFlight.current?.abort(), []);

  /**
   * Sends the request; with `asTyped`, also when the inputs break the description (to see the
   * server's own answer to them). What comes of a send the reader asked for is brought into view
   * (`reveals` counts them); the send of an address opened at page load leaves the page where it is.
   */
  const send = useCallback(
    async ({ asTyped = false, reveal = true }: { asTyped?: boolean; reveal?: boolean } = {}) => {
      const blocking = problems.filter((p) => p.blocking);
      if (blocking.length > 0 && !asTyped) {
        setState({ kind: "blocked", problems: blocking });
        if (reveal) setReveals((n) => n + 1);
        return;
      }
      inFlight.current?.abort();
      if (reveal) setReveals((n) => n + 1);
      const controller = new AbortController();
      inFlight.current = controller;
      const sent = inputs;
      setState({ kind: "sending", request });
      let outcome: ConsoleOutcome;
      try {
        outcome = await sendRequest(request, { timeoutMs: CONSOLE_TIMEOUT_MS, signal: controller.signal });
      } catch (error) {
        // sendRequest does not reject; should it ever, the console must not stay on "Sending…".
        outcome = notSentOutcome(error);
      }
      if (controller.signal.aborted) return;
      setState({ kind: "done", request, inputs: sent, outcome });
      addToHistory({
        slug: operation.slug,
        method: request.method,
        url: request.url,
        search,
        status: outcome.kind === "answer" ? outcome.status : null,
        at: Date.now(),
      });
    },
    [problems, request, inputs, operation.slug, search],
  );

  // An address that asks to send (the search dialog's "Look up" action) sends once, on opening.
  // The note a link of the site's own left for this console is used up.
  useEffect(() => {
    forgetSiteLink();
    if (!sendOnOpen.current) return;
    sendOnOpen.current = false;
    void send({ reveal: false });
  }, [send]);

  const servers = operation.servers;
  const update = useCallback(
    (change: Partial<ConsoleInputs>) => {
      setInputs((current) => ({ ...current, ...change }));
      // Remember only a server the next console can use: not a half-typed or empty custom URL.
      if (change.server !== undefined && isUsableServer(change.server, servers)) storedServer.set(change.server.trim());
    },
    [servers],
  );
  const setValue = useCallback(
    (key: string, value: string) => setInputs((current) => ({ ...current, values: { ...current.values, [key]: value } })),
    [],
  );

  return { inputs, update, setValue, problems, request, curl, curlRefusal, search, state, send, reveals };
}
