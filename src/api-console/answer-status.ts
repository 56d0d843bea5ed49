/** The documented response an answer's status falls under: its own, its range (`4XX`), or `default`. */
export function documentedResponse<R extends { status: string }>(responses: readonly R[], status: number): R | null {
  const exact = String(status);
  const range = `${exact.charAt(0)}XX`;
  return (
    responses.find((r) => r.status === exact) ??
    responses.find((r) => r.status.toUpperCase() === range) ??
    responses.find((r) => r.status === "default") ??
    null
  );
}
