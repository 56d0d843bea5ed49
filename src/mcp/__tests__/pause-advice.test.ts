import { pauseAdvice, retryAfterSeconds } from "../pause-advice";

describe("what an API tool says when the server asks it to come back later", () => {
  const now = Date.parse("2026-12-03T12:00:00Z");
  const bulk = { operationId: "bulkPostcodeLookup", route: "POST /postcodes", most: 100 };

  it("reads Retry-After in seconds or as an HTTP date, and tells a tool with a bulk route to use it", () => {
    expect(pauseAdvice(429, " 30 ", bulk, now)).toEqual({
      text: "The server refuses calls this fast: wait 30 s before calling again (its Retry-After); for many at once, call bulkPostcodeLookup (POST /postcodes) with up to 100 instead of this tool once for each.",
      seconds: 30,
    });
    expect(pauseAdvice(503, "Thu, 03 Dec 2026 12:01:30 GMT", null, now)).toEqual({
      text: "The server is unavailable for now: wait 90 s before calling again (its Retry-After).",
      seconds: 90,
    });
    // No bulk route (the bulk tool itself, an outward code's lookup): nothing about one.
    expect(pauseAdvice(429, "30", null, now)?.text).toBe(
      "The server refuses calls this fast: wait 30 s before calling again (its Retry-After).",
    );
  });

  it("says a wait that is over, or long, in words that fit it", () => {
    expect(pauseAdvice(429, "0", null, now)?.text).toBe("The server refuses calls this fast: you may call again now (its Retry-After).");
    expect(pauseAdvice(503, "Thu, 03 Dec 2026 11:00:00 GMT", null, now)).toMatchObject({ seconds: 0 });
    expect(pauseAdvice(503, "600", null, now)?.text).toContain("wait 10 minutes before");
    expect(pauseAdvice(503, "86400", null, now)?.text).toContain("wait 24 hours before");
  });

  it("says when there is no Retry-After, and when it is not one it can read", () => {
    expect(pauseAdvice(429, null, null, now)).toEqual({
      text: "The server refuses calls this fast: wait before calling again (it gave no Retry-After).",
      seconds: null,
    });
    expect(pauseAdvice(429, "soon", null, now)).toEqual({
      text: "The server refuses calls this fast: wait before calling again (its Retry-After, “soon”, is neither seconds nor a date).",
      seconds: null,
    });
    // Date.parse would read these as dates; a number too large for one is no number of seconds.
    expect(retryAfterSeconds("1.5", now)).toBeNull();
    expect(retryAfterSeconds("2026-12-03", now)).toBeNull();
    expect(retryAfterSeconds("1".repeat(30), now)).toBeNull();
  });

  it("has nothing to say of other answers", () => {
    for (const status of [200, 400, 404, 500]) expect(pauseAdvice(status, "30", bulk, now)).toBeNull();
  });
});
