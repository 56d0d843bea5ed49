import * as styles from "../styles.module.css";

/** The messages of Prism's `sl-violations` header (a JSON list of objects with a `message`), or the header itself. */
function violationMessages(header: string): string[] {
  try {
    const parsed: unknown = JSON.parse(header);
    return Array.isArray(parsed) ? parsed.map((v) => String((v as { message?: unknown }).message ?? JSON.stringify(v))) : [header];
  } catch {
    return [header];
  }
}

/** Prism (the mock server) says in a header which rules of the description the request broke. */
export function MockViolations({ header }: { header: string }) {
  return (
    <div className={styles.violations}>
      <p>The mock server rejected the request against the description:</p>
      <ul>
        {violationMessages(header).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
