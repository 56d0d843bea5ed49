import { type ApiAnswer, sizeAndTime, statusLine } from "../../send-request";
import * as styles from "../styles.module.css";

/** The answer's status, size and time (worded as `answerSummary` words it): the one line of an answer that is announced. */
export function AnswerSummary({ answer }: { answer: ApiAnswer }) {
  return (
    <p className={styles.summary}>
      <span className={answer.status < 400 ? styles.ok : styles.bad}>{statusLine(answer)}</span>, {sizeAndTime(answer)}
    </p>
  );
}
