import { anchorHref } from "../../../navigation/edition-address";
import { ERROR_MESSAGES_WEIGHT } from "../../../search/search-weights";
import { ShownWhenRead } from "../../../ui/ShownWhenRead";
import type { OperationView } from "../operation-view";
import * as styles from "../styles.module.css";

/** The exact `error` strings of the operation's responses, each linking to its response. */
export function ErrorMessages({ messages }: { messages: OperationView["errorMessages"] }) {
  if (messages.length === 0) return null;
  return (
    <>
      <h3 id="error-messages">Error messages</h3>
      <p>
        The exact <code>error</code> strings this endpoint returns:
      </p>
      {/* Shown once read whole: a table painted from its first rows moves its cells when the rest arrives. */}
      <ShownWhenRead>
        <table className={styles.errors} data-search-weight={ERROR_MESSAGES_WEIGHT}>
          <thead>
            <tr>
              {/* The space keeps "Status" and "error" apart in text read without layout (the search index, a copy). */}
              <th scope="col">Status </th>
              <th scope="col">
                <code>error</code>
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map(({ status, message }) => (
              <tr key={`${status} ${message}`}>
                <td>
                  <a href={anchorHref(`response-${status}`)}>{status}</a>
                </td>
                <td>
                  <code className={styles.errorString}>{JSON.stringify(message).slice(1, -1)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ShownWhenRead>
    </>
  );
}
