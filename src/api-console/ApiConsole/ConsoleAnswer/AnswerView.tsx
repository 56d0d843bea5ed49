import { startTransition, useMemo, useState } from "react";
import type { SchemaNode } from "../../../api-reference/schema/schema-model";
import type { SampleRequest } from "../../../api-reference/code-samples/request-model";
import type { AnswerCheck } from "../../answer-check";
import { longAnswerFolds } from "../../answer-folds";
import { documentedResponse } from "../../answer-status";
import { answerAnchors, indexByAnchor } from "../../response-anchors";
import { type ApiAnswer, notJsonNote } from "../../send-request";
import { type ConsoleInputs, fieldValuesIn } from "../../console-request";
import { mapSubject } from "../../../map/map-subject";
import { ResultsMap } from "../../../map/ResultsMap";
import { CodeBlock } from "../../../ui/CodeBlock";
import { answerPartId } from "./answer-parts";
import { type DifferenceReporting, Differences } from "./Differences";
import { type Folding, holders, JsonValue } from "./JsonValue";
import { MockViolations } from "./MockViolations";
import { ResponseHeaders } from "./ResponseHeaders";
import * as styles from "../styles.module.css";

const NOTHING_FOLDED: ReadonlySet<string> = new Set();

export interface AnswerViewProps {
  answer: ApiAnswer;
  /** The request the answer came from, and the inputs it was made from: the map reads where a search was made, and where to send its actions. */
  request: SampleRequest;
  sent: ConsoleInputs;
  /** Each documented response's schema tree, by status. */
  responseTrees: ReadonlyMap<string, SchemaNode | null>;
  /** Every schema tree of the operation: the rows a key of the body links to. */
  allTrees: readonly (SchemaNode | null)[];
  /** How the answer compares with its documentation, once the check's code is here. */
  check: AnswerCheck | null;
  reporting: DifferenceReporting;
}

/**
 * An answer below its status line: its differences from the documentation,
 * the mock server's complaints, its headers, and its body (each key linked
 * to its field's row), beside a map when it holds places.
 */
export function AnswerView({ answer, request, sent, responseTrees, allTrees, check, reporting }: AnswerViewProps) {
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
  // A long answer starts with the entries after the first folded (a phone lays out every line); the
  // reader folds and unfolds object by object, or all at once, for this answer: the next starts again.
  const initial = useMemo(() => longAnswerFolds(answer.json), [answer.json]);
  const [foldedIn, setFoldedIn] = useState<{ answer: ApiAnswer; folded: ReadonlySet<string> }>({ answer, folded: initial });
  const folded = foldedIn.answer === answer ? foldedIn.folded : initial;
  const folding = useMemo<Folding>(
    () => ({
      folded,
      open: holders(marks),
      toggle: (pointer) =>
        setFoldedIn((before) => {
          const after = new Set(before.answer === answer ? before.folded : initial);
          if (!after.delete(pointer)) after.add(pointer);
          return { answer, folded: after };
        }),
    }),
    [folded, marks, answer, initial],
  );
  // Unfolding all of a long answer lays out thousands of lines: the press answers first.
  const foldAll = (all: ReadonlySet<string>) => startTransition(() => setFoldedIn({ answer, folded: all }));
  return (
    <>
      {differences && (
        <Differences
          differences={differences}
          answer={answer}
          request={request}
          server={sent.server}
          anchors={anchors}
          reporting={reporting}
        />
      )}
      {violations && <MockViolations header={violations} />}
      {note && <p className={styles.note}>{note}</p>}
      <ResponseHeaders headers={answer.headers} />
      <div className={subject ? styles.bodyAndMap : undefined}>
        {subject && <ResultsMap subject={subject} server={sent.server} />}
        {answer.text !== "" && (
          <div id={answerPartId("")} className={styles.answerBody}>
            {initial.size > 0 && (
              <p className={`${styles.note} ${styles.longAnswer}`}>
                <span>A long answer: the entries after the first of each list start folded.</span>
                <button type="button" className="button-secondary" onClick={() => foldAll(folded.size > 0 ? NOTHING_FOLDED : initial)}>
                  {folded.size > 0 ? "Unfold all" : "Fold them again"}
                </button>
              </p>
            )}
            <CodeBlock
              language={answer.json === undefined ? "plain" : "json"}
              languageLabel={answer.json === undefined ? "Text" : "JSON"}
              title="Response body"
              // Copy gives the whole body as shown unfolded, whatever the reader folded.
              copyText={answer.json === undefined ? answer.text : JSON.stringify(answer.json, null, 2)}
            >
              <span className={styles.bodyText}>
                {answer.json === undefined ? (
                  answer.text
                ) : (
                  <JsonValue value={answer.json} pointer="" depth={0} anchors={anchors} marks={marks} folding={folding} />
                )}
              </span>
            </CodeBlock>
          </div>
        )}
      </div>
    </>
  );
}
