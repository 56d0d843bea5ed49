import { useEffect, useMemo, useState } from "react";
import { buildConsoleRequest, type ConsoleOperation, consoleFields, fieldKey, invalidAnswerFor } from "../console-request";
import type { InputKinds } from "../../input-kinds/input-kinds";
import { type ConsoleOutcome, notSentOutcome, sendRequest } from "../send-request";
import { inputsToSearch } from "../../navigation/console-address";
import { isJsonObject } from "../../json/json-values";
import { apiOperationPath } from "../../navigation/api-paths";
import { CONSOLE_TIMEOUT_MS } from "../../shell-constants";
import { mapSubject } from "../../map/map-subject";
import { Link } from "../../ui/Link";
import { ResultsMap } from "../../map/ResultsMap";
import { FailureDetails } from "./FailureDetails";
import * as styles from "./styles.module.css";

export interface PostcodeFactsProps {
  /** The lookup operation (one path parameter of an input kind). */
  operation: ConsoleOperation;
  inputKinds: InputKinds;
  /** What the reader asked for; a new `attempt` asks again. */
  query: string;
  attempt: number;
}

/** The facts shown for a postcode, in this order, when the answer has them. */
const FACTS: readonly [string, string][] = [
  ["postcode", "Postcode"],
  ["country", "Country"],
  ["region", "Region"],
  ["admin_district", "District"],
  ["admin_ward", "Ward"],
  ["parliamentary_constituency", "Constituency"],
  ["longitude", "Longitude"],
  ["latitude", "Latitude"],
];

type Shown =
  { kind: "idle" } | { kind: "waiting" } | { kind: "predicted"; status: string; body: unknown } | { kind: "done"; outcome: ConsoleOutcome };

const record = (value: unknown) => (isJsonObject(value) ? value : null);

/** The home page's live example: the key facts of a postcode from the description's first server, with the console's code. */
export function PostcodeFacts({ operation, inputKinds, query, attempt }: PostcodeFactsProps) {
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  const field = consoleFields(operation).find((f) => f.location === "path");
  const kind = field?.inputKind ? inputKinds[field.inputKind] : undefined;
  const check = kind && query.trim() ? kind.check(query) : null;
  const value = check?.valid ? check.normalised : query.trim();
  const inputs = { server: operation.servers[0] ?? "", values: field ? { [fieldKey(field)]: value } : {}, body: null, variant: 0 };

  useEffect(() => {
    if (!field || attempt === 0 || !value) return undefined;
    const predicted = invalidAnswerFor(operation, field, value, inputKinds);
    if (predicted) {
      setShown({ kind: "predicted", status: predicted.status, body: predicted.body });
      return undefined;
    }
    const controller = new AbortController();
    setShown({ kind: "waiting" });
    const show = (outcome: ConsoleOutcome) => {
      if (!controller.signal.aborted) setShown({ kind: "done", outcome });
    };
    sendRequest(buildConsoleRequest(operation, inputs), { timeoutMs: CONSOLE_TIMEOUT_MS, signal: controller.signal }).then(show, (error) =>
      show(notSentOutcome(error)),
    );
    return () => controller.abort();
    // A new attempt (or a new value) asks again; the inputs follow from them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, value]);

  const answer = shown.kind === "done" && shown.outcome.kind === "answer" ? shown.outcome : null;
  // Once per answer, not per keystroke in the field: the map redraws only for a new subject.
  const subject = useMemo(() => (answer ? mapSubject(answer.json, { query: [], path: {} }) : null), [answer]);
  if (!field) return null;
  return (
    <div className={styles.facts}>
      {/* Only the short lines are live: the map, its markers and panel would be read out again at each change. */}
      <div role="status">
        {shown.kind === "waiting" && <p className={styles.note}>Asking {operation.servers[0]}…</p>}
        {shown.kind === "predicted" && (
          <p className={styles.failure}>
            Not a valid postcode: the API answers <strong>{shown.status}</strong> <code>{JSON.stringify(shown.body)}</code> without looking
            it up.
          </p>
        )}
        {shown.kind === "done" && <FactsOutcome outcome={shown.outcome} />}
      </div>
      {shown.kind === "done" && shown.outcome.kind !== "answer" && <FailureDetails failure={shown.outcome} />}
      {subject && <ResultsMap subject={subject} server={inputs.server} />}
      {shown.kind !== "idle" && shown.kind !== "waiting" && (
        <p>
          <Link to={`${apiOperationPath(operation.slug)}${inputsToSearch(inputs)}`}>Open this request in the API console</Link>
        </p>
      )}
    </div>
  );
}

function FactsOutcome({ outcome }: { outcome: ConsoleOutcome }) {
  if (outcome.kind !== "answer") return <p className={styles.failure}>{outcome.headline}</p>;
  const body = record(outcome.json);
  const result = record(body?.result);
  if (!result)
    return (
      <p className={styles.failure}>
        <strong>{outcome.status}</strong> {typeof body?.error === "string" ? body.error : outcome.text.slice(0, 200)}
      </p>
    );
  const codes = record(result.codes);
  // Each fact under its name in the answer, and its code (`codes.admin_district`) where the answer gives one:
  // what a reader reads here is what their code will read.
  return (
    <dl className={styles.factList}>
      {FACTS.filter(([key]) => result[key] !== undefined).map(([key, label]) => (
        <div key={key}>
          <dt>
            {label} <code className={styles.factField}>{key}</code>
          </dt>
          <dd>
            {result[key] === null ? "none" : String(result[key])}
            {typeof codes?.[key] === "string" && " "}
            {typeof codes?.[key] === "string" && (
              <span className={styles.factCode}>
                <code>codes.{key}</code> {String(codes[key])}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
