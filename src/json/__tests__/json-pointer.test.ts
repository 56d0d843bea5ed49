import { childPointer, escapePointerToken, pointerTokens, unescapePointerToken, valueAtTokens } from "../json-pointer";

describe("JSON Pointers", () => {
  it("escape and unescape ~ and / in tokens, ~1 before ~0", () => {
    expect(escapePointerToken("a/b~c")).toBe("a~1b~0c");
    expect(unescapePointerToken("a~1b~0c")).toBe("a/b~c");
    expect(unescapePointerToken("~01")).toBe("~1");
    expect(childPointer("", "a/b")).toBe("/a~1b");
    expect(childPointer("/x", 0)).toBe("/x/0");
  });

  it("read a pointer or a URI fragment holding one, and nothing else", () => {
    expect(pointerTokens("")).toEqual([]);
    expect(pointerTokens("#")).toEqual([]);
    expect(pointerTokens("/a~1b/0")).toEqual(["a/b", "0"]);
    expect(pointerTokens("#/components/schemas/A%20B/properties/x~0y")).toEqual(["components", "schemas", "A B", "properties", "x~y"]);
    expect(pointerTokens("other.yaml#/x")).toBeNull();
    expect(pointerTokens("#bad")).toBeNull();
    expect(pointerTokens("#/%E0%A4%A")).toBeNull();
  });

  it("find the value at a pointer's tokens", () => {
    const root = { a: [{ "b/c": 1 }], "": "empty key" };
    expect(valueAtTokens(root, pointerTokens("/a/0/b~1c") ?? [])).toBe(1);
    expect(valueAtTokens(root, [""])).toBe("empty key");
    expect(valueAtTokens(root, ["a", "01"])).toBeUndefined();
    expect(valueAtTokens(root, ["toString"])).toBeUndefined();
    expect(valueAtTokens(root, ["a", "0", "missing"])).toBeUndefined();
  });
});
