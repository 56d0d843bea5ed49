import { cleanResultUrl, rankByTitle, toSearchHit } from "../pagefind-client";
import { isSearchShortcut } from "../search-shortcuts";

describe("search results", () => {
  it("cleans Pagefind URLs to the site's own form", () => {
    expect(cleanResultUrl("/docs/api/lookup-postcode/")).toBe("/docs/api/lookup-postcode");
    expect(cleanResultUrl("/docs/api/lookup-postcode/#response-404")).toBe("/docs/api/lookup-postcode#response-404");
    expect(cleanResultUrl("/docs/overview/index.html#errors")).toBe("/docs/overview#errors");
    expect(cleanResultUrl("/")).toBe("/");
  });

  it("lands on the section that matched best", () => {
    const hit = toSearchHit({
      url: "/docs/api/lookup-postcode/",
      excerpt: "page excerpt",
      meta: { title: "Look up a postcode", section: "API reference" },
      sub_results: [
        { title: "Look up a postcode", url: "/docs/api/lookup-postcode/", excerpt: "top", weighted_locations: [{ balanced_score: 1 }] },
        {
          title: "404 Not Found",
          url: "/docs/api/lookup-postcode/#response-404-title",
          excerpt: "<mark>Invalid</mark> postcode",
          weighted_locations: [{ balanced_score: 3 }, { balanced_score: 2 }],
        },
      ],
    });
    expect(hit).toEqual({
      title: "Look up a postcode",
      section: "API reference",
      url: "/docs/api/lookup-postcode#response-404-title",
      heading: "404 Not Found",
      excerpt: "<mark>Invalid</mark> postcode",
    });
  });

  it("lands on the page when the title matched best", () => {
    const hit = toSearchHit({
      url: "/docs/api/lookup-terminated-postcode/",
      excerpt: "e",
      meta: { title: "Look up a terminated postcode" },
      sub_results: [
        {
          title: "Look up a terminated postcode",
          url: "/docs/api/lookup-terminated-postcode/",
          excerpt: "t",
          weighted_locations: [{ balanced_score: 9 }],
        },
        {
          title: "200 OK",
          url: "/docs/api/lookup-terminated-postcode/#response-200",
          excerpt: "x",
          weighted_locations: [{ balanced_score: 1 }],
        },
      ],
    });
    expect(hit.url).toBe("/docs/api/lookup-terminated-postcode");
    expect(hit.heading).toBeNull();
  });
});

describe("search shortcuts", () => {
  const input = { tagName: "INPUT" };
  const body = { tagName: "BODY" };
  const editable = { tagName: "DIV", isContentEditable: true };
  it("opens on / and on Ctrl or Cmd + K", () => {
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: body })).toBe(true);
    expect(isSearchShortcut({ key: "k", ctrlKey: true, metaKey: false, altKey: false, target: body })).toBe(true);
    expect(isSearchShortcut({ key: "K", ctrlKey: false, metaKey: true, altKey: false, target: input })).toBe(true);
  });
  it("leaves / alone while typing in a field, and ignores other keys", () => {
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: input })).toBe(false);
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: editable })).toBe(false);
    expect(isSearchShortcut({ key: "k", ctrlKey: false, metaKey: false, altKey: false, target: body })).toBe(false);
  });
});

describe("ranking by title", () => {
  it("puts exact titles first, then titles containing the query, keeping Pagefind's order otherwise", () => {
    const results = [
      { meta: { title: "Overview" } },
      { meta: { title: "Bulk reverse geocoding" } },
      { meta: { title: "Reverse geocode" } },
      { meta: { title: "Search postcodes or reverse geocode" } },
    ];
    expect(rankByTitle(results, "  Reverse   geocode ").map((r) => r.meta.title)).toEqual([
      "Reverse geocode",
      "Search postcodes or reverse geocode",
      "Overview",
      "Bulk reverse geocoding",
    ]);
  });
});
