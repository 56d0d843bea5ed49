import { useEffect, useMemo, useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { addressWithSearch } from "../address-bar";
import { bodyVariants } from "../console-request";
import { useCopyToClipboard } from "../../state/copy-to-clipboard";
import { ConsoleAnswer } from "./ConsoleAnswer";
import { BodyEditor, ParameterFields, ServerPicker } from "./ConsoleFields";
import { ConsoleHistory } from "./ConsoleHistory";
import { type ApiConsoleProps, useConsole } from "./use-console";
import * as styles from "./styles.module.css";

export type { ApiConsoleProps } from "./use-console";

/**
 * A button that copies text and says so in its label; unavailable while `getText` is null. With a
 * `refusal`, it copies nothing and says why instead.
 */
function CopyTextButton({ label, getText, refusal = null }: { label: string; getText: (() => string) | null; refusal?: string | null }) {
  const { status, copy } = useCopyToClipboard();
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setRefused(null), [refusal]);
  const text = refused ? `Not copied: ${refused}` : status === "copied" ? "Copied" : status === "failed" ? "Copy failed" : label;
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => (refusal ? setRefused(refusal) : getText && copy(getText()))}
      aria-disabled={getText === null}
      aria-live="polite"
    >
      {text}
    </button>
  );
}

/**
 * The API console of an operation page: a server, one input per parameter
 * and the JSON body, all checked against the description before anything is
 * sent; then the answer with its status, time, size, headers and body,
 * whose fields link to their rows in the reference. The page's address and
 * code samples follow the inputs. Works for any OpenAPI description; what it
 * knows about postcodes comes in through `inputKinds`.
 */
export default function ApiConsole(props: ApiConsoleProps) {
  const { operation, schemas, inputKinds, responseTrees, allTrees, reportTo = null, focusOnOpen } = props;
  const { inputs, update, setValue, problems, curl, curlRefusal, search, state, send, reveals } = useConsole(props);
  const variants = useMemo(() => bodyVariants(operation, schemas), [operation, schemas]);
  const first = useRef<HTMLFormElement>(null);

  // Opening the console with its button moves the focus into it; an address that opened it at page load leaves the focus alone.
  // With the render (a layout effect): a key pressed before the effects' task would go to the Try it button.
  const focusFirst = useRef(focusOnOpen);
  useIsomorphicLayoutEffect(() => {
    if (focusFirst.current) first.current?.querySelector<HTMLElement>("select, input, textarea")?.focus();
  }, []);

  return (
    <div className={styles.console}>
      <form
        ref={first}
        // The console checks every input itself and names the rule; the browser's own checks (a type="url"
        // field) would stop Send without a word in the status region.
        noValidate
        aria-label={`Try ${operation.method.toUpperCase()} ${operation.path}`}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <ServerPicker
          servers={operation.servers}
          server={inputs.server}
          problem={problems.find((p) => p.field === "server")?.message ?? null}
          onChange={(server) => update({ server })}
        />
        <ParameterFields
          operation={operation}
          inputs={inputs}
          problems={problems}
          schemas={schemas}
          inputKinds={inputKinds}
          onValue={setValue}
        />
        <BodyEditor
          operation={operation}
          variants={variants}
          inputs={inputs}
          problems={problems}
          schemas={schemas}
          onChange={update}
          onSubmitShortcut={() => void send()}
        />
        <div className={styles.actions}>
          <button type="submit" className="button-primary" aria-disabled={state.kind === "sending"}>
            Send
          </button>
          <CopyTextButton label="Copy as curl" getText={curl === null ? null : () => curl} refusal={curlRefusal} />
          <CopyTextButton label="Copy link" getText={() => addressWithSearch(search)} />
        </div>
      </form>
      <ConsoleAnswer
        state={state}
        responses={operation.responses}
        schemas={schemas}
        operationLabel={`${operation.method.toUpperCase()} ${operation.path}`}
        reportTo={reportTo}
        responseTrees={responseTrees}
        allTrees={allTrees}
        onSendAsTyped={() => void send({ asTyped: true })}
        reveals={reveals}
      />
      <ConsoleHistory />
    </div>
  );
}
