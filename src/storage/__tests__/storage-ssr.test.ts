import { createStorageSlot } from "../storage";

describe("createStorageSlot during server rendering (no window)", () => {
  it("reads null and ignores writes and listeners", () => {
    const slot = createStorageSlot("theme");
    expect(typeof window).toBe("undefined");
    expect(slot.get()).toBeNull();
    expect(() => slot.set("dark")).not.toThrow();
    expect(() => slot.del()).not.toThrow();
    expect(typeof slot.listen(() => {})).toBe("function");
  });
});
