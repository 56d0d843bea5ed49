import { useMemo } from "react";
import type { AnswerDifference } from "../../answer-check";
import type { DifferenceReport } from "../../difference-report";
import type { SampleRequest } from "../../../api-reference/code-samples/request-model";
import { type ApiAnswer, statusLine } from "../../send-request";
import { answerPartId, fragment, nearestAnchor, rowHref } from "./answer-parts";
import * as styles from "../styles.module.css";

/** What a report of differences is made with: where it goes, and the check's own wording (null until the check's code is here). */
export interface DifferenceReporting {
  /** The operation as a report names it ("GET /postcodes/{postcode}"). */
  operationLabel: string;
  /** The docs' "Edit this page" address, whose repository takes reports of differences; null: no report. */
  reportTo: string | null;
  reportAddress: ((editUrl: string, report: DifferenceReport) => string | null) | null;
  differenceLine: ((difference: AnswerDifference, status: number) => string) | null;
}

interface DifferencesProps {
  differences: readonly AnswerDifference[];
  answer: ApiAnswer;
  request: SampleRequest;
  server: string;
  /** The documentation's row of each part of the body that has one. */
  anchors: ReadonlyMap<string, string>;
  reporting: DifferenceReporting;
}

/**
 * Each way the answer differs from the documentation: where (a link to that
 * part of the body), what the documentation says (a link to its row), and
 * what came back; and a link that opens a filled-in issue on the docs'
 * repository, which sends nothing by itself.
 */
export function Differences({ differences, answer, request, server, anchors, reporting }: DifferencesProps) {
  const { operationLabel, reportTo, reportAddress, differenceLine } = reporting;
  const href = useMemo(
    () =>
      reportTo && reportAddress && differenceLine
        ? reportAddress(reportTo, {
            operation: operationLabel,
            page: `${window.location.origin}${window.location.pathname}${window.location.search}`,
            server,
            request: { method: request.method, url: request.url, body: request.body },
            status: statusLine(answer),
            differences: differences.map((d) => differenceLine(d, answer.status)),
            body: answer.text,
          })
        : null,
    [reportTo, reportAddress, differenceLine, operationLabel, server, request, answer, differences],
  );
  return (
    <div className={styles.differences}>
      <ul>
        {differences.map((d) => {
          const row = d.pointer === null ? "#responses" : nearestAnchor(anchors, d.pointer);
          const documented = row ? <a href={rowHref(row)}>{d.documented}</a> : d.documented;
          return (
            <li key={`${d.pointer} ${d.documented}`}>
              {d.pointer === null ? (
                <>
                  Status {answer.status}: {documented}
                </>
              ) : (
                <>
                  <a href={fragment(answerPartId(d.shownAt ?? ""))}>
                    <code>{d.pointer || "Body"}</code>
                  </a>
                  : {documented}, received {d.received}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {href && (
        <p className={styles.report}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {differences.length === 1 ? "Report this difference" : "Report these differences"}
          </a>{" "}
          <span className={styles.reportNote}>
            (opens a new issue on {new URL(href).host}, filled in with this request and answer, for you to read and submit)
          </span>
        </p>
      )}
    </div>
  );
}
