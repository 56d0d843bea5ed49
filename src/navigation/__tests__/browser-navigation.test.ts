import { connectionAllowsPrefetch } from "../browser-navigation";

describe("prefetch rule", () => {
  it("skips slow and data-saver connections", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
