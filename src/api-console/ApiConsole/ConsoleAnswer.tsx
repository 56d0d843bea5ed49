import React, { useEffect, useMemo, useRef } from "react";
import type { SchemaNode } from "../../api-reference/schema/schema-model";
import { childPointer } from "../../json/json-pointer";
import type { AnswerCheck, AnswerDifference, DocumentedResponse } from "../answer-check";
import { documentedResponse } from "../answer-status";
import type { DifferenceReport } from "../difference-report";
import { answerAnchors, indexByAnchor } from "../response-anchors";
import type { SchemaLookup } from "../../json/json-refs";
import { type ConsoleAnswer as Answer, type ConsoleFailure, notJsonNote, sizeAndTime, statusLine } from "../send-request";
import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { type ConsoleInputs, fieldValuesIn } from "../console-request";
import { mapSubject } from "../../map/map-subject";
import { CodeBlock } from "../../ui/CodeBlock";
import { ResultsMap } from "../../map/ResultsMap";
import { type CheckModuleState, useAnswerCheckModule } from "./use-answer-check";
import type { SendState } from "./use-console";
import * as styles from "./styles.module.css";

/** The id of the answer's body, and of a part of it that the check points at ("answer-body/result/postcode"). */
const answerPartId = (pointer: string) => `answer-body${pointer}`;
/** A link to an id: a key's `/` stays readable, anything else is escaped. */
const fragment = (id: string) => `#${encodeURIComponent(id).replace(/%2F/g, "/")}`;

/** A part of the body the check found different: its key (or, for a list's item, its value) is marked and can be linked to. */
const marked = (pointer: string) => ({ id: answerPartId(pointer), className: styles.differs });

/**
 * JSON laid out as JSON.stringify(value, null, 2) does, with Prism's token
 * classes, each key linked to its field's row, and the parts in `marks`
 * (JSON Pointers) marked as differing from the documentation.
 */
function JsonValue({
  value,
  pointer,
  depth,
  anchors,
  marks,
}: {
  value: unknown;
  pointer: string;
  depth: number;
  anchors: ReadonlyMap<string, string>;
  marks: ReadonlySet<string>;
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
        {value.map((item, i) => {
          const at = childPointer(pointer, i);
          const child = <JsonValue value={item} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} />;
          return (
            <React.Fragment key={i}>
              {`\n${pad}`}
              {marks.has(at) ? <span {...marked(at)}>{child}</span> : child}
              {i < value.length - 1 && <span className="token punctuation">,</span>}
            </React.Fragment>
          );
        })}
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
        const mark = marks.has(at) ? marked(at) : null;
        return (
          <React.Fragment key={key}>
            {`\n${pad}`}
            {anchor ? (
              <a href={`#${anchor}`} id={mark?.id} className={`token property ${styles.fieldLink} ${mark?.className ?? ""}`}>
                {name}
              </a>
            ) : (
              <span id={mark?.id} className={`token property ${mark?.className ?? ""}`}>
                {name}
              </span>
            )}
            <span className="token operator">:</span>{" "}
            <JsonValue value={child} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} />
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
  /** How the answer compares with its documentation, once the check's code is here. */
  check: AnswerCheck | null;
  /** The operation as a report names it ("GET /postcodes/{postcode}"). */
  operationLabel: string;
  /** The docs' "Edit this page" address, whose repository takes reports of differences; null: no report. */
  reportTo: string | null;
  reportAddress: ((editUrl: string, report: DifferenceReport) => string | null) | null;
  differenceLine: ((difference: AnswerDifference, status: number) => string) | null;
}

function AnswerView({ answer, request, sent, responseTrees, allTrees, check, ...report }: AnswerProps) {
  const index = useMemo(() => indexByAnchor(allTrees), [allTrees]);
  const documented = documentedResponse(
    [...responseTrees.keys()].map((status) => ({ status })),
    answer.status,
  );
  const tree = documented ? (responseTrees.get(documented.status) ?? null) : null;
  const anchors = useMemo(() => answerAnchors(tree, answer.json, index), [tree, answer.json, index]);
  const differences = check?.kind === "differs" ? check.differences : null;
  const marks = useMemo(() => new Set((differences ?? []).flatMap((d) => (d.shownAt ? [d.shownAt] : []))), [differences]);
  const note = notJsonNote(answer);
  const subject = useMemo(
    () => mapSubject(answer.json, { query: request.query, path: fieldValuesIn("path", sent.values) }),
    [answer.json, request, sent],
  );
  const violations = answer.headers.find(([name]) => name.toLowerCase() === "sl-violations")?.[1];
  return (
    <>
      {differences && (
        <Differences differences={differences} answer={answer} request={request} server={sent.server} anchors={anchors} {...report} />
      )}
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
          <div id={answerPartId("")} className={styles.answerBody}>
            <CodeBlock
              language={answer.json === undefined ? "plain" : "json"}
              languageLabel={answer.json === undefined ? "Text" : "JSON"}
              title="Response body"
            >
              <span className={styles.bodyText}>
                {answer.json === undefined ? (
                  answer.text
                ) : (
                  <JsonValue value={answer.json} pointer="" depth={0} anchors={anchors} marks={marks} />
                )}
              </span>
            </CodeBlock>
          </div>
        )}
      </div>
    </>
  );
}

/** The nearest documented row of a pointer: its own, else its parent's (a field the schema does not allow is the object's business). */
function nearestAnchor(anchors: ReadonlyMap<string, string>, pointer: string): string | null {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf("/"))) {
    const anchor = anchors.get(at);
    if (anchor) return anchor;
    if (at === "") return null;
  }
}

/**
 * Each way the answer differs from the documentation: where (a link to that
 * part of the body), what the documentation says (a link to its row), and
 * what came back; and a link that opens a filled-in issue on the docs'
 * repository, which sends nothing by itself.
 */
function Differences({
  differences,
  answer,
  request,
  server,
  anchors,
  operationLabel,
  reportTo,
  reportAddress,
  differenceLine,
}: {
  differences: readonly AnswerDifference[];
  answer: Answer;
  request: SampleRequest;
  server: string;
  anchors: ReadonlyMap<string, string>;
} & Pick<AnswerProps, "operationLabel" | "reportTo" | "reportAddress" | "differenceLine">) {
  const href = useMemo(
    () =>
      reportTo && reportAddress && differenceLine
        ? reportAddress(reportTo, {
            operation: operationLabel,
            page: `${window.location.origin}${window.location.pathname}${window.location.search}`,
            server,
            request: { method: request.method, url: request.url, body: request.body },
            status: statusLine(answer),
            differences: differences.map((d) => differenceLine(d, answer.status)),
            body: answer.text,
          })
        : null,
    [reportTo, reportAddress, differenceLine, operationLabel, server, request, answer, differences],
  );
  return (
    <div className={styles.differences}>
      <ul>
        {differences.map((d) => {
          const row = d.pointer === null ? "responses" : nearestAnchor(anchors, d.pointer);
          const documented = row ? <a href={`#${row}`}>{d.documented}</a> : d.documented;
          return (
            <li key={`${d.pointer} ${d.documented}`}>
              {d.pointer === null ? (
                <>
                  Status {answer.status}: {documented}
                </>
              ) : (
                <>
                  <a href={fragment(answerPartId(d.shownAt ?? ""))}>
                    <code>{d.pointer || "Body"}</code>
                  </a>
                  : {documented}, received {d.received}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {href && (
        <p className={styles.report}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {differences.length === 1 ? "Report this difference" : "Report these differences"}
          </a>{" "}
          <span className={styles.reportNote}>
            (opens a new issue on {new URL(href).host}, filled in with this request and answer, for you to read and submit)
          </span>
        </p>
      )}
    </div>
  );
}

/** The check's verdict, one short line in the status region. */
function CheckVerdict({ check, module }: { check: AnswerCheck | null; module: CheckModuleState }) {
  if (module.status === "failed")
    return <p className={styles.note}>The check against the documentation could not be loaded: {module.error.message}</p>;
  if (!check) return null;
  if (check.kind === "unchecked") return <p className={styles.note}>Not checked against the documentation. {check.reason}</p>;
  if (check.kind === "matches")
    return (
      <p className={styles.matches}>
        Matches the documentation (<a href={`#response-${check.documentedStatus}`}>response {check.documentedStatus}</a>).
      </p>
    );
  const n = check.differences.length;
  return (
    <p className={styles.differsVerdict}>Differs from the documentation: {n === 1 ? "1 difference" : `${n} differences`}, listed below.</p>
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
  responses,
  schemas,
  ...rest
}: {
  state: SendState;
  onSendAsTyped?: () => void;
  /** How many sends the reader asked for: each brings the status into view, again as what it shows changes (sending, then the answer). */
  reveals?: number;
  /** The operation's documented responses and the named schemas they use: what an answer is checked against. */
  responses: readonly DocumentedResponse[];
  schemas: SchemaLookup;
} & Pick<AnswerProps, "responseTrees" | "allTrees" | "operationLabel" | "reportTo">) {
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
        {answer && <CheckVerdict check={check} module={module} />}
      </div>
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
          check={check}
          reportAddress={loadedModule?.reportAddress ?? null}
          differenceLine={loadedModule?.differenceLine ?? null}
          {...rest}
        />
      )}
    </section>
  );
}
