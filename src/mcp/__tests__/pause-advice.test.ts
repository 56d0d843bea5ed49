import { pauseAdvice } from "../api-tools";

describe("what an API tool says when the server asks it to come back later", () => {
  const now = Date.parse("2026-12-03T12:00:00Z");

  it("reads Retry-After in seconds or as a date", () => {
    expect(pauseAdvice(429, "30", now)).toEqual({
      text: "The server refuses calls this fast: wait 30 s before calling again (its Retry-After); for many postcodes or points, send one bulkPostcodeLookup of up to 100 instead of one call each, and keep answers you have.",
      seconds: 30,
    });
    expect(pauseAdvice(503, "Thu, 03 Dec 2026 12:01:30 GMT", now)).toEqual({
      text: "The server is unavailable for now: wait 90 s before calling again (its Retry-After).",
      seconds: 90,
    });
    expect(pauseAdvice(503, "Thu, 03 Dec 2026 11:00:00 GMT", now)?.seconds).toBe(0);
  });

  it("says to wait without a time when there is no Retry-After or it is not one", () => {
    expect(pauseAdvice(429, null, now)?.text).toMatch(
      /^The server refuses calls this fast: wait before calling again \(it gave no Retry-After\);/,
    );
    expect(pauseAdvice(429, "soon", now)?.seconds).toBeNull();
  });

  it("has nothing to say of other answers", () => {
    for (const status of [200, 400, 404, 500]) expect(pauseAdvice(status, "30", now)).toBeNull();
  });
});
