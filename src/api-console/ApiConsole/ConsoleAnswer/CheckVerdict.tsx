import type { AnswerCheck } from "../../answer-check";
import type { CheckModuleState } from "../use-answer-check";
import * as styles from "../styles.module.css";

/** The check's verdict, one short line in the status region. */
export function CheckVerdict({ check, module }: { check: AnswerCheck | null; module: CheckModuleState }) {
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
