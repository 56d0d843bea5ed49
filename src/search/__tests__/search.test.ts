import { cleanResultUrl, matchesQuery, rankByTitle, toSearchHit } from "../pagefind-client";
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
      meta: { title: "Look up a postcode" },
      filters: { section: ["API reference"] },
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
  it("puts exact titles first, then titles containing the query, then titles holding its words, keeping Pagefind's order otherwise", () => {
    const results = [
      { meta: { title: "Overview" } },
      { meta: { title: "Bulk reverse geocoding" } },
      { meta: { title: "Reverse geocode" } },
      { meta: { title: "Search postcodes or reverse geocode" } },
    ];
    expect(rankByTitle(results, "  Reverse   geocode ").map((r) => r.meta.title)).toEqual([
      "Reverse geocode",
      "Search postcodes or reverse geocode",
      "Bulk reverse geocoding",
      "Overview",
    ]);
  });
});

describe("ranking by name", () => {
  const guide = { meta: { title: "Postcodes near a postcode", label: "Nearest postcodes" } };
  const endpoint = {
    meta: { title: "Find postcodes near a postcode", operation: "nearestPostcode", path: "GET /postcodes/{postcode}/nearest" },
  };
  const fragment = { meta: { title: "Reverse geocode" }, sub_results: [{ title: "200 OK" }] };
  it("puts first the page whose sidebar label, operationId or path is the query, however it is written", () => {
    const results = [fragment, endpoint, guide];
    expect(rankByTitle(results, "nearest postcodes")[0]).toBe(guide);
    expect(rankByTitle(results, "nearestPostcode")[0]).toBe(endpoint);
    expect(rankByTitle(results, "/postcodes/{postcode}/nearest")[0]).toBe(endpoint);
    expect(rankByTitle(results, "GET /postcodes/{postcode}/nearest")[0]).toBe(endpoint);
    expect(rankByTitle(results, "Postcodes near a postcode")[0]).toBe(guide);
  });
  it("puts a page whose sidebar label contains the query, as it is being typed, before others", () => {
    expect(rankByTitle([fragment, endpoint, guide], "nearest postc")[0]).toBe(guide);
  });
  it("takes a title said word for word, endings aside, as the page's name, and a title before a sidebar label", () => {
    const outcodes = { meta: { title: "Reverse geocoding to outward codes", label: "Reverse geocoding" } };
    const postcodes = { meta: { title: "Reverse geocoding" } };
    const lonLat = { meta: { title: "Reverse geocoding, longitude first in the path", operation: "reverseGeocodeLonLat" } };
    expect(rankByTitle([lonLat, outcodes, postcodes], "reverse geocode")).toEqual([postcodes, outcodes, lonLat]);
    expect(rankByTitle([lonLat, outcodes, postcodes], "Reverse geocoding")).toEqual([postcodes, outcodes, lonLat]);
  });
  it("puts a page whose names hold every word of the query, in any order, before a page that mentions them", () => {
    const metrics = { meta: { title: "Self-hosting" }, sub_results: [{ title: "Metrics" }] };
    const outcodes = { meta: { title: "Nearest outward codes to an outward code", path: "GET /outcodes/{outcode}/nearest" } };
    const outcodeGuide = { meta: { title: "Nearest outward codes to an outward code", label: "Nearest outward codes" } };
    expect(rankByTitle([metrics, outcodeGuide, outcodes], "outcode nearest")).toEqual([outcodes, metrics, outcodeGuide]);
  });
  it("lands on the page itself, not a section, when the query names it", () => {
    const hit = toSearchHit(
      {
        url: "/docs/api/nearest-postcode/",
        excerpt: "",
        meta: endpoint.meta,
        sub_results: [
          { title: endpoint.meta.title, url: "/docs/api/nearest-postcode/", excerpt: "", weighted_locations: [{ balanced_score: 1 }] },
          { title: "200 OK", url: "/docs/api/nearest-postcode/#response-200", excerpt: "", weighted_locations: [{ balanced_score: 5 }] },
        ],
      },
      "nearestPostcode",
    );
    expect(hit).toMatchObject({ url: "/docs/api/nearest-postcode", heading: null });
  });
});

describe("what counts as a match", () => {
  const page = {
    content: "Path parameters. The postcode (se1p5zz, SE1P 5ZZ) and admin_district.",
    meta: { title: "Look up a postcode", operation: "lookupPostcode" },
  };
  it("is a word of the page, or one that starts like it: a stem, an unfinished word, a part of a compound", () => {
    expect(matchesQuery(page, "postcodes")).toBe(true);
    expect(matchesQuery(page, "param")).toBe(true);
    expect(matchesQuery(page, "district")).toBe(true);
    expect(matchesQuery(page, "lookupPostcode")).toBe(true);
  });
  it("is not the short word Pagefind falls back on when nothing starts with the query's word", () => {
    // Pagefind answers "zzzzqx" with the pages holding "zz", the last part of "se1p5zz".
    expect(matchesQuery(page, "zzzzqx")).toBe(false);
    expect(matchesQuery(page, "postcode zzzzqx")).toBe(false);
  });
});
