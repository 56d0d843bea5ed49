import { useId, useState } from "react";
import type { ConsoleOperationSource } from "../../api-console/console-operation";
import type { HomePostcodeFactsProps } from "../ApiConsole/home-postcode-facts";
import { createChunkComponent } from "../ChunkLoader";
import * as styles from "./styles.module.css";

/** The answer is shown by the API console's code for a lookup, downloaded when the reader first uses the field. */
const PostcodeFacts = createChunkComponent<HomePostcodeFactsProps>(
  () =>
    import(/* webpackChunkName: "postcode-facts" */ "../ApiConsole/home-postcode-facts").then((module) => ({
      default: module.HomePostcodeFacts,
    })),
  "The live example",
);

/**
 * The home page's live example: type a postcode, get its key facts from the
 * public API. The field is in the page; the code that asks the API loads
 * when the reader focuses it.
 */
export function PostcodeLookup({ operation, example }: { operation: ConsoleOperationSource; example: string }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState("");
  const [asked, setAsked] = useState({ query: "", attempt: 0 });
  return (
    <div className={styles.lookup} data-js-only="">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setWanted(true);
          setAsked((a) => ({ query, attempt: a.attempt + 1 }));
        }}
      >
        <label htmlFor={id} className={styles.label}>
          Try a postcode
        </label>
        <div className={styles.row}>
          <input
            id={id}
            className={styles.input}
            value={query}
            placeholder={example}
            autoComplete="postal-code"
            spellCheck={false}
            onFocus={() => setWanted(true)}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button-primary">
            Look up
          </button>
        </div>
      </form>
      {wanted && <PostcodeFacts operation={operation} query={asked.query} attempt={asked.attempt} />}
    </div>
  );
}
