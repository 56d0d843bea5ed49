import type { ErrorFallbackProps } from "../../ui/ErrorBoundary";
import * as styles from "./styles.module.css";

/** The error and each of its causes, outermost first. */
export function errorMessageChain(error: Error): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** Body of the crash screen: what broke, the message chain, and a way to retry. */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  const [message, ...causes] = errorMessageChain(error);
  return (
    <div className={styles.crash} role="alert">
      <h1 className={styles.title}>This page crashed.</h1>
      <p className={styles.lead}>
        Something on this page failed while it was being shown. You can try again, or use the menu to go elsewhere.
      </p>
      <button type="button" className="button-primary" onClick={tryAgain}>
        Try again
      </button>
      <div className={styles.details}>
        <p className={styles.message}>{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className={styles.cause}>
            <span className={styles.causeLabel}>Cause:</span> {cause}
          </p>
        ))}
      </div>
    </div>
  );
}
