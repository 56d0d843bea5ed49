import { LONG_ANSWER_LINES, longAnswerFolds } from "../answer-folds";

/** A postcode's record as the API gives it: many short fields and a `codes` object. */
const record = (postcode: string) => ({
  postcode,
  ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field_${i}`, i])),
  codes: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`code_${i}`, `E0${i}`])),
});
const laidOut = (value: unknown) => JSON.stringify(value, null, 2).split("\n").length;

describe("the folds a long answer starts with", () => {
  it("folds nothing in an answer of at most the limit's lines: ten nearest postcodes open whole", () => {
    const nearest = { status: 200, result: Array.from({ length: 10 }, (_, i) => record(`SE1P ${i}ZZ`)) };
    expect(laidOut(nearest)).toBeLessThanOrEqual(LONG_ANSWER_LINES);
    expect(longAnswerFolds(nearest).size).toBe(0);
    // Lines are counted as the block lays them out: one fewer allowed, and the answer is long.
    expect(longAnswerFolds(nearest, laidOut(nearest)).size).toBe(0);
    expect(longAnswerFolds(nearest, laidOut(nearest) - 1).size).toBe(9);
  });

  it("keeps the first of a bulk lookup open and each later entry's query in view, its record folded", () => {
    const bulk = {
      status: 200,
      result: [
        ...Array.from({ length: 99 }, (_, i) => ({ query: `SE1P ${i}`, result: record(`SE1P ${i}`) })),
        { query: "B0GUS", result: null },
      ],
    };
    const folds = longAnswerFolds(bulk);
    expect(folds.has("/result/0/result")).toBe(false);
    expect(folds.has("/result/0/result/codes")).toBe(false);
    expect(folds.has("/result/1/result")).toBe(true);
    expect(folds.has("/result/98/result")).toBe(true);
    expect(folds.has("/result/1")).toBe(false);
    // B0GUS's entry is short (its result is null): nothing of it folds.
    expect([...folds].filter((p) => p.startsWith("/result/99"))).toEqual([]);
    expect(folds.size).toBe(98);
  });

  it("folds a later entry whole when what is left of it would still be long, and looks into the first entry's lists", () => {
    const reverse = {
      status: 200,
      result: Array.from({ length: 30 }, (_, i) => ({
        query: { longitude: -0.1 * i, latitude: 51.5, radius: 100, limit: 10 },
        result: Array.from({ length: 10 }, (_, j) => record(`N${i} ${j}`)),
      })),
    };
    const folds = longAnswerFolds(reverse);
    // The first geolocation's first postcode is open, its other nine fold whole (forty lines each is not short).
    expect(folds.has("/result/0/result")).toBe(false);
    expect(folds.has("/result/0/result/0")).toBe(false);
    expect(folds.has("/result/0/result/1")).toBe(true);
    expect(folds.has("/result/0/result/1/codes")).toBe(false);
    // A later geolocation keeps its query, its list of ten folds.
    expect(folds.has("/result/1/result")).toBe(true);
    expect(folds.has("/result/1/query")).toBe(false);
    // Keys that need escaping are named as pointers do.
    const odd = { "a/b": Array.from({ length: 3 }, () => record("X")) };
    expect([...longAnswerFolds(odd, 10)]).toEqual(["/a~1b/1", "/a~1b/2"]);
  });
});
