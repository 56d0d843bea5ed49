/**
 * "Report this difference": a new issue on the docs' repository, filled in
 * with what the reader saw. Only a link: nothing leaves the page until the
 * reader follows it, and nothing is filed until they submit the forge's form.
 */

export interface DifferenceReport {
  /** "GET /postcodes/{postcode}". */
  operation: string;
  /** The address of the page the console is on. */
  page: string;
  server: string;
  request: { method: string; url: string; body: string | null };
  /** "200 OK". */
  status: string;
  /** Each difference in one line. */
  differences: readonly string[];
  /** The answer's body as received. */
  body: string;
}

/** Longest address a new-issue link may be: GitHub refuses longer ones, browsers cope with far more. */
export const MAX_REPORT_URL = 8000;

const FENCE = "```";

function issueBody(report: DifferenceReport, shownDifferences: number, bodyChars: number): string {
  const differences = report.differences.slice(0, shownDifferences).map((line) => `- \`${line}\``);
  if (shownDifferences < report.differences.length) differences.push(`- …and ${report.differences.length - shownDifferences} more`);
  const body =
    bodyChars >= report.body.length
      ? report.body
      : `${report.body.slice(0, bodyChars)}\n… (${report.body.length - bodyChars} more characters)`;
  return [
    `The API console's answer differs from the documentation of \`${report.operation}\`.`,
    "",
    `- Page: ${report.page}`,
    `- Server: ${report.server}`,
    `- Request: \`${report.request.method.toUpperCase()} ${report.request.url}\``,
    `- Status: ${report.status}`,
    ...(report.request.body === null ? [] : ["", "Request body:", "", `${FENCE}json`, report.request.body, FENCE]),
    "",
    "Differences:",
    "",
    ...differences,
    "",
    "Answer body:",
    "",
    `${FENCE}json`,
    body,
    FENCE,
  ].join("\n");
}

/** Where a forge takes a new issue, from an "Edit this page" address on it; null for a host we do not know. */
export function newIssueAddress(editUrl: string): ((title: string, body: string) => string) | null {
  let url: URL;
  try {
    url = new URL(editUrl);
  } catch {
    return null;
  }
  const parts = url.pathname.split("/").filter(Boolean);
  const q = encodeURIComponent;
  if (url.hostname === "github.com" && parts.length >= 2) {
    const repo = `${url.origin}/${parts[0]}/${parts[1]}`;
    return (title, body) => `${repo}/issues/new?title=${q(title)}&body=${q(body)}`;
  }
  const dash = parts.indexOf("-");
  if (/(^|\.)gitlab\./.test(url.hostname) && dash >= 2) {
    const project = `${url.origin}/${parts.slice(0, dash).join("/")}`;
    return (title, body) => `${project}/-/issues/new?${q("issue[title]")}=${q(title)}&${q("issue[description]")}=${q(body)}`;
  }
  return null;
}

/** The largest whole number in [low, high] for which `ok` holds (`ok` holds for all up to some point), or low - 1 if none. */
function largest(low: number, high: number, ok: (n: number) => boolean): number {
  let [lo, hi, best] = [low, high, low - 1];
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) [best, lo] = [mid, mid + 1];
    else hi = mid - 1;
  }
  return best;
}

/**
 * The new-issue address for a report, or null when the docs' repository is
 * not on a forge we know. The answer's body, then the list of differences,
 * are cut short when the address would be too long.
 */
export function reportAddress(editUrl: string, report: DifferenceReport): string | null {
  const address = newIssueAddress(editUrl);
  if (!address) return null;
  const title = `Answer differs from the documentation: ${report.operation} (${report.status})`;
  const url = (shown: number, chars: number) => address(title, issueBody(report, shown, chars));
  const fits = (shown: number, chars: number) => url(shown, chars).length <= MAX_REPORT_URL;
  const all = report.differences.length;
  const chars = largest(0, report.body.length, (n) => fits(all, n));
  if (chars >= 0) return url(all, chars);
  return url(
    Math.max(
      1,
      largest(1, all, (n) => fits(n, 0)),
    ),
    0,
  );
}
