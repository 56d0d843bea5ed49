/**
 * What an API tool says when the server it calls asks it to come back later (429 Too Many
 * Requests, 503 Service Unavailable): the service itself limits nothing, but what runs in front of
 * it may. The wait is the answer's Retry-After, in seconds or as an HTTP date.
 */

/** The operation that takes many of what a tool's operation takes one of, with how many at most. */
export interface BulkRoute {
  operationId: string;
  /** Its method and path ("POST /postcodes"). */
  route: string;
  most: number | null;
}

/** The longest wait said in seconds; longer ones are said in minutes or hours. */
const SAID_IN_SECONDS = 120;

/** Seconds to wait by a Retry-After value: a whole number of seconds, or an HTTP date (which ends in GMT); null when it is neither. */
export function retryAfterSeconds(value: string, now: number): number | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  // Date.parse also guesses at other text ("1.5" is a day of 2001): only the HTTP date's form is read.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const waitInWords = (seconds: number) =>
  seconds <= SAID_IN_SECONDS
    ? `${seconds} s`
    : seconds < 2 * 3600
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${Math.ceil(seconds / 3600)} hours`;

/**
 * The advice for a 429 or 503, with the wait in seconds where the server gave one; null for other
 * answers. A tool with a bulk route is told to use it (at most `bulk.most` at once) rather than call
 * once for each.
 */
export function pauseAdvice(
  status: number,
  retryAfter: string | null,
  bulk: BulkRoute | null = null,
  now = Date.now(),
): { text: string; seconds: number | null } | null {
  if (status !== 429 && status !== 503) return null;
  const seconds = retryAfter === null ? null : retryAfterSeconds(retryAfter, now);
  const wait =
    retryAfter === null
      ? "wait before calling again (it gave no Retry-After)"
      : seconds === null
        ? `wait before calling again (its Retry-After, “${retryAfter.trim()}”, is neither seconds nor a date)`
        : seconds === 0
          ? "you may call again now (its Retry-After)"
          : `wait ${waitInWords(seconds)} before calling again (its Retry-After)`;
  const why = status === 429 ? "The server refuses calls this fast" : "The server is unavailable for now";
  const fewer =
    status === 429 && bulk
      ? `; for many at once, call ${bulk.operationId} (${bulk.route})${bulk.most ? ` with up to ${bulk.most}` : ""} instead of this tool once for each`
      : "";
  return { text: `${why}: ${wait}${fewer}.`, seconds };
}
