import { coerceColorMode, reconcileAnnouncement } from "../initial-state";

describe("coerceColorMode", () => {
  it.each([
    ["dark", "dark"],
    ["light", "light"],
    [null, "light"],
    ["", "light"],
    ["DARK", "light"],
    [42, "light"],
  ])("%p gives %p", (value, expected) => expect(coerceColorMode(value, ["light", "dark"], "light")).toBe(expected));
});

describe("reconcileAnnouncement", () => {
  const legacy = { "annoucement-bar": "announcement-bar" };
  it("keeps a dismissal of the same id", () => {
    expect(reconcileAnnouncement({ id: "a", dismissed: "true" }, "a", legacy)).toEqual({ id: "a", dismissed: true, rewrite: false });
  });
  it("resets for a new id", () => {
    expect(reconcileAnnouncement({ id: "a", dismissed: "true" }, "b", legacy)).toEqual({ id: "b", dismissed: false, rewrite: true });
  });
  it("treats a first visit as not dismissed", () => {
    expect(reconcileAnnouncement({ id: null, dismissed: null }, "b", legacy)).toEqual({ id: "b", dismissed: false, rewrite: true });
  });
  it("migrates the legacy spelling", () => {
    expect(reconcileAnnouncement({ id: "annoucement-bar", dismissed: "true" }, "announcement-bar", legacy)).toEqual({
      id: "announcement-bar",
      dismissed: true,
      rewrite: true,
    });
  });
  it("ignores garbage in the dismissal flag", () => {
    expect(reconcileAnnouncement({ id: "a", dismissed: "yes!" }, "a", legacy).dismissed).toBe(false);
  });
});
