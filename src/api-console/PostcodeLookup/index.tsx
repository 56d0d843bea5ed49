import { useId, useRef, useState } from "react";
import type { ConsoleOperationSource } from "../console-operation";
import type { HomePostcodeFactsProps } from "../ApiConsole/home-postcode-facts";
import { createChunkComponent } from "../../ui/ChunkLoader";
import * as styles from "./styles.module.css";

/** The answer is shown by the API console's code for a lookup, downloaded when the reader first uses the field. */
const PostcodeFacts = createChunkComponent<HomePostcodeFactsProps>(
  () =>
    import(/* webpackChunkName: "postcode-facts" */ "../ApiConsole/home-postcode-facts").then((module) => ({
      default: module.HomePostcodeFacts,
    })),
  "The live example",
);

/** What the lookup says when it is sent with nothing typed. */
export const emptyLookupMessage = (example: string) => `Type a postcode to look up, for example ${example}.`;

/**
 * The home page's live example: type a postcode, get its key facts from the
 * public API. The field is in the page; the code that asks the API loads
 * when the reader focuses it. Sent empty, it says what to type, beside the
 * field and to screen readers, and asks nothing.
 */
export function PostcodeLookup({ operation, example }: { operation: ConsoleOperationSource; example: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  const field = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState("");
  const [asked, setAsked] = useState({ query: "", attempt: 0 });
  const [sentEmpty, setSentEmpty] = useState(false);
  return (
    <div className={styles.lookup} data-js-only="">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim() === "") {
            setSentEmpty(true);
            field.current?.focus();
            return;
          }
          setSentEmpty(false);
          setWanted(true);
          setAsked((a) => ({ query, attempt: a.attempt + 1 }));
        }}
      >
        <label htmlFor={id} className={styles.label}>
          Try a postcode
        </label>
        <div className={styles.row}>
          <input
            ref={field}
            id={id}
            className={styles.input}
            value={query}
            placeholder={example}
            autoComplete="postal-code"
            spellCheck="false"
            aria-invalid={sentEmpty || undefined}
            aria-describedby={sentEmpty ? messageId : undefined}
            onFocus={() => setWanted(true)}
            onChange={(event) => {
              setQuery(event.target.value);
              setSentEmpty(false);
            }}
          />
          <button type="submit" className="button-primary">
            Look up
          </button>
        </div>
        {/* Always in the page, so that screen readers announce the message when it appears. */}
        <p id={messageId} className={styles.message} aria-live="polite">
          {sentEmpty ? emptyLookupMessage(example) : ""}
        </p>
      </form>
      {wanted && <PostcodeFacts operation={operation} query={asked.query} attempt={asked.attempt} />}
    </div>
  );
}
