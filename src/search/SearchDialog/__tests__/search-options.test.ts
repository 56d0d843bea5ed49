import type { SearchHit } from "../../ranking";
import { movedActive, searchOptions } from "../search-options";

const hit = (title: string): SearchHit => ({ title, section: null, url: `/${title}`, heading: null, excerpt: "" });
const lookup = (preferred: boolean) => ({ label: "Look up X", to: "/docs/api/x?try", preferred });

describe("the search dialog's options", () => {
  it("put a preferred lookup first and make it the default, any other after the results", () => {
    const kinds = (hits: SearchHit[], preferred: boolean | null) => searchOptions(hits, preferred === null ? null : lookup(preferred));
    expect(kinds([hit("a")], true)).toMatchObject({ options: [{ kind: "lookup" }, { kind: "hit" }], firstActive: 0 });
    expect(kinds([hit("a"), hit("b")], false)).toMatchObject({
      options: [{ kind: "hit" }, { kind: "hit" }, { kind: "lookup" }],
      firstActive: 0,
    });
    expect(kinds([], false)).toMatchObject({ options: [{ kind: "lookup" }], firstActive: -1 });
    expect(kinds([], null)).toEqual({ options: [], firstActive: -1 });
  });

  it("move round with the arrow keys, from none to the first or the last", () => {
    expect(movedActive(-1, 1, 3)).toBe(0);
    expect(movedActive(-1, -1, 3)).toBe(2);
    expect(movedActive(2, 1, 3)).toBe(0);
    expect(movedActive(0, -1, 3)).toBe(2);
    expect(movedActive(0, 1, 0)).toBe(-1);
  });
});
