/**
 * The text a code block's Copy button copies: the code as shown, except an
 * HTTP message, whose start line and header lines end in CRLF as HTTP/1.1
 * requires (RFC 9112, section 2.1) and as the message the samples test sends
 * does. The page shows every line break as one; the body after the blank
 * line is copied as shown, so that its `Content-Length` still counts it.
 */
export function copiedText(shown: string, language: string): string {
  if (language !== "http") return shown;
  const end = shown.indexOf("\n\n");
  const head = end === -1 ? shown : shown.slice(0, end);
  const body = end === -1 ? null : shown.slice(end + 2);
  const crlfHead = head.replace(/\r?\n/g, "\r\n");
  return body === null ? crlfHead : `${crlfHead}\r\n\r\n${body}`;
}
