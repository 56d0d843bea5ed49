import { COLLAPSE_EASING, collapseDurationMs } from "..";

describe("collapse animation", () => {
  it("takes longer for taller content", () => {
    expect(collapseDurationMs(100, false)).toBeLessThan(collapseDurationMs(1000, false));
    expect(collapseDurationMs(0, false)).toBe(40);
    expect(collapseDurationMs(360, false)).toBe(Math.round((4 + 15 * 10 ** 0.25 + 2) * 10));
  });

  it("lasts 1 ms when the reader prefers reduced motion", () => {
    expect(collapseDurationMs(1000, true)).toBe(1);
  });

  it("eases in and out", () => {
    expect(COLLAPSE_EASING).toBe("ease-in-out");
  });
});
