import { collapseDurationMs } from "..";

describe("collapse animation", () => {
  it("takes longer for taller content, on Material UI's curve", () => {
    expect(collapseDurationMs(0, false)).toBe(40);
    expect(collapseDurationMs(360, false)).toBe(327);
    expect(collapseDurationMs(3600, false)).toBe(714);
    expect(collapseDurationMs(100, false)).toBeLessThan(collapseDurationMs(1000, false));
  });

  it("lasts 1 ms when the reader prefers reduced motion", () => {
    expect(collapseDurationMs(1000, true)).toBe(1);
  });
});
