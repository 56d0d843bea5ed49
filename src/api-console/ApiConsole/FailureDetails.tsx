import type { ConsoleFailure } from "../send-request";
import * as styles from "./styles.module.css";

/**
 * The why and the what-to-check of a failure, folded under its headline. It sits outside the
 * status region: the headline is announced, the explanation is there to open.
 */
export function FailureDetails({ failure }: { failure: ConsoleFailure }) {
  if (!failure.details) return null;
  return (
    // Keyed by what it explains: a new failure's explanation starts folded.
    <details key={failure.headline} className={styles.failureDetails}>
      <summary>Why, and what to check</summary>
      <p>{failure.details}</p>
    </details>
  );
}
