import React, { useEffect, useMemo, useRef } from "react";
import type { SchemaNode } from "../../api-reference/schema/schema-model";
import { childPointer } from "../../json/json-pointer";
import { answerAnchors, indexByAnchor } from "../../api-console/response-anchors";
import { type ConsoleAnswer as Answer, type ConsoleFailure, notJsonNote, sizeAndTime, statusLine } from "../../api-console/send-request";
import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { type ConsoleInputs, fieldValuesIn } from "../../api-console/console-request";
import { mapSubject } from "../../map/map-subject";
import { CodeBlock } from "../CodeBlock";
import { ResultsMap } from "../ResultsMap";
import type { SendState } from "./use-console";
import * as styles from "./styles.module.css";

/** JSON laid out as JSON.stringify(value, null, 2) does, with Prism's token classes and each key linked to its field's row. */
function JsonValue({
  value,
  pointer,
  depth,
  anchors,
}: {
  value: unknown;
  pointer: string;
  depth: number;
  anchors: ReadonlyMap<string, string>;
}) {
  const pad = "  ".repeat(depth + 1);
  const end = "  ".repeat(depth);
  if (value === null) return <span className="token keyword">null</span>;
  if (typeof value === "string") return <span className="token string">{JSON.stringify(value)}</span>;
  if (typeof value === "number") return <span className="token number">{JSON.stringify(value)}</span>;
  if (typeof value === "boolean") return <span className="token boolean">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="token punctuation">[]</span>;
    return (
      <>
        <span className="token punctuation">[</span>
        {value.map((item, i) => (
          <React.Fragment key={i}>
            {`\n${pad}`}
            <JsonValue value={item} pointer={childPointer(pointer, i)} depth={depth + 1} anchors={anchors} />
            {i < value.length - 1 && <span className="token punctuation">,</span>}
          </React.Fragment>
        ))}
        {`\n${end}`}
        <span className="token punctuation">]</span>
      </>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="token punctuation">{"{}"}</span>;
  return (
    <>
      <span className="token punctuation">{"{"}</span>
      {entries.map(([key, child], i) => {
        const at = childPointer(pointer, key);
        const anchor = anchors.get(at);
        const name = JSON.stringify(key);
        return (
          <React.Fragment key={key}>
            {`\n${pad}`}
            {anchor ? (
              <a href={`#${anchor}`} className={`token property ${styles.fieldLink}`}>
                {name}
              </a>
            ) : (
              <span className="token property">{name}</span>
            )}
            <span className="token operator">:</span> <JsonValue value={child} pointer={at} depth={depth + 1} anchors={anchors} />
            {i < entries.length - 1 && <span className="token punctuation">,</span>}
          </React.Fragment>
        );
      })}
      {`\n${end}`}
      <span className="token punctuation">{"}"}</span>
    </>
  );
}

interface AnswerProps {
  answer: Answer;
  /** The request the answer came from, and the inputs it was made from: the map reads where a search was made, and where to send its actions. */
  request: SampleRequest;
  sent: ConsoleInputs;
  responseTrees: ReadonlyMap<string, SchemaNode | null>;
  allTrees: readonly (SchemaNode | null)[];
}

function AnswerView({ answer, request, sent, responseTrees, allTrees }: AnswerProps) {
  const index = useMemo(() => indexByAnchor(allTrees), [allTrees]);
  const tree =
    responseTrees.get(String(answer.status)) ??
    responseTrees.get(`${String(answer.status).charAt(0)}XX`) ??
    responseTrees.get("default") ??
    null;
  const anchors = useMemo(() => answerAnchors(tree, answer.json, index), [tree, answer.json, index]);
  const note = notJsonNote(answer);
  const subject = useMemo(
    () => mapSubject(answer.json, { query: request.query, path: fieldValuesIn("path", sent.values) }),
    [answer.json, request, sent],
  );
  const violations = answer.headers.find(([name]) => name.toLowerCase() === "sl-violations")?.[1];
  return (
    <>
      {violations && <MockViolations header={violations} />}
      {note && <p className={styles.note}>{note}</p>}
      <details className={styles.headers}>
        <summary>Response headers ({answer.headers.length})</summary>
        <dl>
          {answer.headers.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
      <div className={subject ? styles.bodyAndMap : undefined}>
        {subject && <ResultsMap subject={subject} server={sent.server} />}
        {answer.text !== "" && (
          <CodeBlock
            language={answer.json === undefined ? "plain" : "json"}
            languageLabel={answer.json === undefined ? "Text" : "JSON"}
            title="Response body"
          >
            {answer.json === undefined ? answer.text : <JsonValue value={answer.json} pointer="" depth={0} anchors={anchors} />}
          </CodeBlock>
        )}
      </div>
    </>
  );
}

/** Prism (the mock server) says in a header which rules of the description the request broke. */
function MockViolations({ header }: { header: string }) {
  let messages: string[] = [];
  try {
    const parsed: unknown = JSON.parse(header);
    messages = Array.isArray(parsed) ? parsed.map((v) => String((v as { message?: unknown }).message ?? JSON.stringify(v))) : [header];
  } catch {
    messages = [header];
  }
  return (
    <div className={styles.violations}>
      <p>The mock server rejected the request against the description:</p>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** The first words of each kind of failure. */
const FAILURE_TITLES: Record<ConsoleFailure["kind"], string> = {
  timeout: "Timed out.",
  offline: "You are offline.",
  unreachable: "No answer this page could read.",
  "not-sent": "Not sent.",
};

/** The answer's status, size and time (worded as `answerSummary` words it): the one line of an answer that is announced. */
function AnswerSummary({ answer }: { answer: Answer }) {
  return (
    <p className={styles.summary}>
      <span className={answer.status < 400 ? styles.ok : styles.bad}>{statusLine(answer)}</span>, {sizeAndTime(answer)}
    </p>
  );
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
  ...rest
}: {
  state: SendState;
  onSendAsTyped?: () => void;
  /** How many sends the reader asked for: each brings the status into view, again as what it shows changes (sending, then the answer). */
  reveals?: number;
} & Omit<AnswerProps, "answer" | "request" | "sent">) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveals > 0) status.current?.scrollIntoView({ block: "nearest" });
  }, [reveals, state.kind]);
  const idle = state.kind === "idle";
  const answer = state.kind === "done" && state.outcome.kind === "answer" ? state.outcome : null;
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
        {state.kind === "blocked" && (
          <div className={styles.blocked}>
            <p>Not sent: fix these first.</p>
            <ul>
              {state.problems.map((p) => (
                <li key={`${p.field} ${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </div>
        )}
        {state.kind === "waiting" && (
          <p className={styles.note}>
            Not sent yet: this link asks to send the request to <strong>{state.server}</strong>, which is not one of the servers the
            description lists. Check the request, then press Send.
          </p>
        )}
        {state.kind === "sending" && <p className={styles.note}>Sending…</p>}
        {state.kind === "done" && state.outcome.kind !== "answer" && (
          <p className={styles.failure}>
            {FAILURE_TITLES[state.outcome.kind]} {state.outcome.message}
          </p>
        )}
        {answer && <AnswerSummary answer={answer} />}
      </div>
      {state.kind === "blocked" && onSendAsTyped && (
        <button type="button" className={`${styles.secondary} ${styles.sendAsTyped}`} onClick={onSendAsTyped}>
          Send as typed
        </button>
      )}
      {answer && state.kind === "done" && <AnswerView answer={answer} request={state.request} sent={state.inputs} {...rest} />}
    </section>
  );
}
