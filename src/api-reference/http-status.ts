const REASONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "204": "No Content",
  "301": "Moved Permanently",
  "304": "Not Modified",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "413": "Payload Too Large",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  default: "Any other status",
};

/** Reason phrase of an OpenAPI response key ("404" → "Not Found", "4XX" → "Client error"). */
export function statusReason(status: string): string {
  if (REASONS[status]) return REASONS[status];
  if (/^[1-5]XX$/i.test(status)) return ["Informational", "Success", "Redirect", "Client error", "Server error"][Number(status[0]) - 1];
  return "";
}

/** "success", "clientError" or "serverError", for colouring. */
export function statusKind(status: string): "success" | "redirect" | "clientError" | "serverError" | "other" {
  switch (status[0]) {
    case "2":
      return "success";
    case "3":
      return "redirect";
    case "4":
      return "clientError";
    case "5":
      return "serverError";
    default:
      return "other";
  }
}

/** Plain text of a small HTML fragment (for meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A meta description of at most `max` characters, cut at a word boundary. */
export function summarise(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
