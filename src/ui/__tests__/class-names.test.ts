import { classNames } from "../class-names";

describe("classNames", () => {
  it("joins the classes that are present and leaves out the rest", () => {
    expect(classNames("a", undefined, false, "", null, "b")).toBe("a b");
    expect(classNames(undefined, false)).toBe("");
  });
});
