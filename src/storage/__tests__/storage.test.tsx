import { createStorageSlot, resetStorageWarningsForTests } from "../storage";

const slot = () => createStorageSlot("test-key");

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  resetStorageWarningsForTests();
});

describe("createStorageSlot", () => {
  it("stores, reads and deletes a value", () => {
    slot().set("dark");
    expect(window.localStorage.getItem("test-key")).toBe("dark");
    expect(slot().get()).toBe("dark");
    slot().del();
    expect(slot().get()).toBeNull();
  });

  it("reports another tab's change of its key, and a clear, but not other keys", () => {
    const seen: (string | null)[] = [];
    const stop = slot().listen((value) => seen.push(value));
    window.dispatchEvent(new StorageEvent("storage", { key: "test-key", newValue: "dark", storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x", storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: window.localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "test-key", newValue: "late", storageArea: window.localStorage }));
    expect(seen).toEqual(["dark", null]);
  });

  it("works without persistence when reading localStorage throws (privacy mode, disabled storage)", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => slot().set("dark")).not.toThrow();
    expect(slot().get()).toBeNull();
    expect(() => slot().del()).not.toThrow();
  });

  it("does not throw when the browser refuses to write (quota), and warns once", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(() => slot().set("a")).not.toThrow();
    expect(() => slot().set("b")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"test-key"');
  });

  it("returns null when getItem throws", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("broken");
    });
    expect(slot().get()).toBeNull();
  });
});
