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
