import { useEffect, useMemo, useRef } from "react";
import type { SchemaNode } from "../../../api-reference/schema/schema-model";
import type { SchemaLookup } from "../../../json/json-refs";
import type { DocumentedResponse } from "../../answer-check";
import { useAnswerCheckModule } from "../use-answer-check";
import type { SendState } from "../use-console";
import { AnswerSummary } from "./AnswerSummary";
import { AnswerView } from "./AnswerView";
import { CheckVerdict } from "./CheckVerdict";
import { FailureDetails } from "../FailureDetails";
import * as styles from "../styles.module.css";

interface ConsoleAnswerProps {
  state: SendState;
  onSendAsTyped?: () => void;
  /** How many sends the reader asked for: each brings the status into view, again as what it shows changes (sending, then the answer). */
  reveals?: number;
  /** The operation's documented responses and the named schemas they use: what an answer is checked against. */
  responses: readonly DocumentedResponse[];
  schemas: SchemaLookup;
  /** Each documented response's schema tree, by status, and every schema tree of the operation. */
  responseTrees: ReadonlyMap<string, SchemaNode | null>;
  allTrees: readonly (SchemaNode | null)[];
  /** The operation as a report of differences names it ("GET /postcodes/{postcode}"). */
  operationLabel: string;
  /** The docs' "Edit this page" address, whose repository takes reports of differences; null: no report. */
  reportTo: string | null;
}

/** The status region's short lines: why nothing was sent, that it is on its way, or why no answer came. */
function StatusLines({ state }: { state: SendState }) {
  if (state.kind === "blocked")
    return (
      <div className={styles.blocked}>
        <p>Not sent: fix these first.</p>
        <ul>
          {state.problems.map((p) => (
            <li key={`${p.field} ${p.message}`}>{p.message}</li>
          ))}
        </ul>
      </div>
    );
  if (state.kind === "waiting")
    return (
      <p className={styles.note}>
        Not sent yet: this link asks to send the request to <strong>{state.server}</strong>, which is not one of the servers the description
        lists. Check the request, then press Send.
      </p>
    );
  if (state.kind === "sending") return <p className={styles.note}>Sending…</p>;
  if (state.kind === "done" && state.outcome.kind !== "answer") return <p className={styles.failure}>{state.outcome.headline}</p>;
  return null;
}

/**
 * What happened to the last request: not sent (and why), under way, the
 * answer, or why there is none. The status region is on the page from the
 * start, so that what appears in it is announced; it holds only the short
 * lines (the answer's summary, not its headers and body).
 */
export function ConsoleAnswer({
  state,
  onSendAsTyped,
  reveals = 0,
  responses,
  schemas,
  responseTrees,
  allTrees,
  operationLabel,
  reportTo,
}: ConsoleAnswerProps) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveals > 0) status.current?.scrollIntoView({ block: "nearest" });
  }, [reveals, state.kind]);
  const idle = state.kind === "idle";
  const answer = state.kind === "done" && state.outcome.kind === "answer" ? state.outcome : null;
  const request = state.kind === "done" ? state.request : null;
  // The check's code comes with the first answer; every answer after is checked at once.
  const { state: module, retry } = useAnswerCheckModule(answer !== null);
  const check = useMemo(() => {
    if (!answer || !request || module.status !== "loaded") return null;
    const jsonp = request.query.some(([name, value]) => name === "callback" && value !== "");
    return module.module.checkAnswer(responses, schemas, answer, { jsonp });
  }, [answer, request, module, responses, schemas]);
  const loadedModule = module.status === "loaded" ? module.module : null;
  return (
    <section
      className={idle ? undefined : styles.answer}
      aria-labelledby={idle ? undefined : "console-answer"}
      aria-busy={state.kind === "sending"}
    >
      {!idle && (
        <h3 id="console-answer" className={styles.answerTitle}>
          Response
        </h3>
      )}
      <div role="status" ref={status} className={styles.statusLine}>
        <StatusLines state={state} />
        {answer && <AnswerSummary answer={answer} />}
        {answer && <CheckVerdict check={check} module={module} />}
      </div>
      {state.kind === "done" && state.outcome.kind !== "answer" && <FailureDetails failure={state.outcome} />}
      {answer && module.status === "failed" && (
        <button type="button" className="button-secondary" onClick={retry}>
          Retry the check
        </button>
      )}
      {state.kind === "blocked" && onSendAsTyped && (
        <button type="button" className={`button-secondary ${styles.sendAsTyped}`} onClick={onSendAsTyped}>
          Send as typed
        </button>
      )}
      {answer && state.kind === "done" && (
        <AnswerView
          answer={answer}
          request={state.request}
          sent={state.inputs}
          responseTrees={responseTrees}
          allTrees={allTrees}
          check={check}
          reporting={{
            operationLabel,
            reportTo,
            reportAddress: loadedModule?.reportAddress ?? null,
            differenceLine: loadedModule?.differenceLine ?? null,
          }}
        />
      )}
    </section>
  );
}
