import path from "node:path";
import { buildApiRecords, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { buildSampleRequest, samplePathValues } from "../../api-reference/code-samples/request-model";
import { mapSubject } from "../map-subject";
import { SEARCH_RADIUS, WIDE_SEARCH, wideSearchRadius } from "../search-radius";

const postcode = (code: string, longitude: number | null, latitude: number | null, distance?: number) => ({
  postcode: code,
  longitude,
  latitude,
  ...(distance === undefined ? {} : { distance }),
});
const noRequest = { query: [], path: {} };

describe("what an answer puts on the map", () => {
  it("is one unnumbered point for a single result, and nothing for an answer without coordinates", () => {
    expect(mapSubject({ status: 200, result: postcode("SE1P 5ZZ", -0.080126, 51.492763) }, noRequest)).toEqual({
      points: [{ label: "SE1P 5ZZ", longitude: -0.080126, latitude: 51.492763, number: null, distance: null, extent: null }],
      searches: [],
    });
    expect(mapSubject({ status: 200, result: postcode("GY1 1AA", null, null) }, noRequest)).toBeNull();
    expect(mapSubject({ status: 200, result: ["SE1P 5ZZ", "SE1P 5ZY"] }, noRequest)).toBeNull();
    expect(mapSubject({ status: 200, result: null }, noRequest)).toBeNull();
    expect(mapSubject({ status: 404, error: "Postcode not found" }, noRequest)).toBeNull();
    expect(mapSubject("pong", noRequest)).toBeNull();
  });

  it("shows where a postcode that a lookup's 404 says was terminated last was", () => {
    const body = {
      status: 404,
      error: "Postcode not found",
      terminated: { postcode: "AB1 0AA", year_terminated: 1996, month_terminated: 6, longitude: -2.242851, latitude: 57.101474 },
    };
    expect(mapSubject(body, noRequest)?.points).toEqual([
      { label: "AB1 0AA (terminated)", longitude: -2.242851, latitude: 57.101474, number: null, distance: null, extent: null },
    ]);
  });

  it("numbers a list in answer order with its distances, and draws the radius asked for around the point searched", () => {
    const body = {
      status: 200,
      result: [
        postcode("NW1 9JH", -0.137824, 51.544905, 0),
        postcode("GY1 1AA", null, null, 12),
        postcode("NW1 9HZ", -0.1376, 51.5452, 30.43),
      ],
    };
    const subject = mapSubject(body, {
      query: [
        ["lon", "-0.137824"],
        ["lat", "51.544905"],
        ["radius", "500"],
      ],
      path: {},
    });
    expect(subject?.points.map((p) => [p.number, p.label, p.distance])).toEqual([
      [1, "NW1 9JH", 0],
      [3, "NW1 9HZ", 30.43],
    ]);
    expect(subject?.searches).toEqual([{ longitude: -0.137824, latitude: 51.544905, radius: 500, wide: false }]);
  });

  it("reads the point searched as the service does: longitude and latitude, else lon and lat, never one of each", () => {
    const near = { status: 200, result: [postcode("NW1 9JH", -0.137824, 51.544905, 0)] };
    const centre = (query: [string, string][]) => {
      const search = mapSubject(near, { query, path: {} })?.searches[0];
      return search ? [search.longitude, search.latitude] : null;
    };
    expect(
      centre([
        ["lon", "1"],
        ["lat", "52"],
        ["longitude", "-1"],
        ["latitude", "51"],
      ]),
    ).toEqual([-1, 51]);
    expect(
      centre([
        ["lon", "1"],
        ["latitude", "52"],
      ]),
    ).toBeNull();
  });

  it("takes the radius as the service does: its default, clamped to its maximum, 0 as asked, none when negative", () => {
    const near = { status: 200, result: [postcode("NW1 9JH", -0.137824, 51.544905, 0)] };
    const radius = (query: [string, string][]) =>
      mapSubject(near, { query: [["longitude", "-0.137824"], ["latitude", "51.544905"], ...query], path: {} })?.searches[0]?.radius;
    expect(radius([])).toBe(SEARCH_RADIUS.postcodes.default);
    expect(radius([["radius", ""]])).toBe(SEARCH_RADIUS.postcodes.default);
    expect(radius([["radius", "99999"]])).toBe(SEARCH_RADIUS.postcodes.maximum);
    expect(radius([["radius", "12.5"]])).toBe(12.5);
    expect(radius([["radius", "0"]])).toBe(0);
    expect(radius([["radius", "-1"]])).toBeUndefined();
  });

  it("draws a wide search's circle at the step the service stopped at, which holds every result", () => {
    const near = {
      status: 200,
      result: [postcode("PA80 6XX", -6.2, 56.5, 40), postcode("PA80 6XY", -6.21, 56.51, 1640.5)],
    };
    const wide = (query: [string, string][]) =>
      mapSubject(near, { query: [["lon", "-6.2"], ["lat", "56.5"], ...query], path: {} })?.searches[0];
    // Any value turns wide search on, "false" too, and the radius asked for does not count.
    for (const flag of [
      ["widesearch", "true"],
      ["wideSearch", "false"],
    ] as [string, string][]) {
      expect(wide([flag, ["radius", "50"]])).toMatchObject({ radius: 2500, wide: true });
    }
    expect(wide([["widesearch", ""]])).toMatchObject({ radius: SEARCH_RADIUS.postcodes.default, wide: false });
    expect([0, 500, 500.1, 1500, 1501, 19400].map(wideSearchRadius)).toEqual([500, 500, 1500, 1500, 2500, 19500]);
    // Without distances (a filtered answer), all that can be said is how far it could reach.
    expect(wideSearchRadius(null)).toBe(WIDE_SEARCH.reach);
  });

  it("searches from the result the path names (nearest to a postcode or an outward code), with the outward codes' own radius", () => {
    const outcodes = {
      status: 200,
      result: [
        { outcode: "BR8", longitude: 0.17398827115555, latitude: 51.41300203259024 },
        { outcode: "DA4", longitude: 0.23, latitude: 51.39 },
      ],
    };
    expect(mapSubject(outcodes, { query: [], path: { outcode: "br8" } })?.searches).toEqual([
      { longitude: 0.17398827115555, latitude: 51.41300203259024, radius: SEARCH_RADIUS.outcodes.default, wide: false },
    ]);
    // Outward code searches know no wide search.
    const fromPoint = mapSubject(outcodes, {
      query: [
        ["lon", "0.2"],
        ["lat", "51.4"],
        ["widesearch", "true"],
      ],
      path: {},
    });
    expect(fromPoint?.searches).toEqual([{ longitude: 0.2, latitude: 51.4, radius: SEARCH_RADIUS.outcodes.default, wide: false }]);
    // A list searched from nowhere (a postcode search by text) has no circle.
    expect(mapSubject(outcodes, { query: [["q", "BR"]], path: {} })?.searches).toEqual([]);
  });

  it("centres a search with the coordinates in the path by their names, in either order", () => {
    const near = { status: 200, result: [postcode("SE1P 5ZZ", -0.080126, 51.492763, 0)] };
    for (const path of [
      { longitude: "-0.08", latitude: "51.49" },
      { latitude: "51.49", longitude: "-0.08" },
    ]) {
      expect(mapSubject(near, { query: [], path })?.searches[0]).toMatchObject({
        longitude: -0.08,
        latitude: 51.49,
      });
    }
  });

  it("numbers every result of a bulk answer in order and draws each reverse geocoding item's search from what it echoes", () => {
    const bulk = {
      status: 200,
      result: [
        // JSON 0 is no radius (the default); the string "0" that a global ?radius=0 echoes is 0 metres.
        { query: { longitude: -0.080126, latitude: 51.492763, radius: 0 }, result: [postcode("SE1P 5ZZ", -0.080126, 51.492763, 0)] },
        { query: { longitude: "0", latitude: "0" }, result: null },
        {
          query: { longitude: -1.1, latitude: 50.7, wideSearch: true },
          result: [postcode("PO1 1AA", -1.1, 50.7, 3), postcode("PO1 1AB", -1.1, 50.71, 900)],
        },
        { query: { longitude: -1.2, latitude: 50.8, radius: "0", widesearch: false }, result: [postcode("PO2 1AA", -1.2, 50.8, 0)] },
      ],
    };
    const subject = mapSubject(bulk, noRequest);
    expect(subject?.points.map((p) => `${p.number} ${p.label}`)).toEqual(["1 SE1P 5ZZ", "2 PO1 1AA", "3 PO1 1AB", "4 PO2 1AA"]);
    expect(subject?.searches).toEqual([
      { longitude: -0.080126, latitude: 51.492763, radius: SEARCH_RADIUS.postcodes.default, wide: false },
      { longitude: -1.1, latitude: 50.7, radius: 1500, wide: true },
      { longitude: -1.2, latitude: 50.8, radius: 0, wide: false },
    ]);
  });

  it("numbers a bulk lookup's results by their place in the answer", () => {
    const lookups = {
      status: 200,
      result: [
        { query: "B0GUS", result: null },
        { query: "SE1P 5ZZ", result: postcode("SE1P 5ZZ", -0.08, 51.49) },
      ],
    };
    expect(mapSubject(lookups, noRequest)).toMatchObject({ points: [{ label: "SE1P 5ZZ", number: 2 }], searches: [] });
  });

  it("names a place by its name, not its outward code, and keeps its bounding box in grid metres", () => {
    const place = {
      code: "osgb4000000074558362",
      name_1: "Clestrain",
      outcode: "KW16",
      longitude: -3.2095909973505696,
      latitude: 58.94275421545553,
      min_eastings: 329011,
      min_northings: 1005860,
      max_eastings: 331757,
      max_northings: 1009740,
    };
    expect(mapSubject({ status: 200, result: place }, noRequest)?.points[0]).toMatchObject({
      label: "Clestrain",
      extent: { minEastings: 329011, minNorthings: 1005860, maxEastings: 331757, maxNorthings: 1009740 },
    });
  });
});

describe("the map and our description", () => {
  let operations: OperationRecord[];
  beforeAll(async () => {
    operations = buildApiRecords({ ...(await loadSpec(path.resolve("openapi/openapi.yaml"))), renderMarkdown }).operations;
  });
  const radiusOf = (operationId: string) => {
    const schema = operations.find((op) => op.operationId === operationId)?.parameters.find((p) => p.name === "radius")?.schema as
      { default?: number; maximum?: number } | undefined;
    return { default: schema?.default, maximum: schema?.maximum };
  };

  it("draws searches with the description's radius defaults and limits", () => {
    expect(radiusOf("nearestPostcode")).toEqual(SEARCH_RADIUS.postcodes);
    expect(radiusOf("reverseGeocodeLonLat")).toEqual(SEARCH_RADIUS.postcodes);
    expect(radiusOf("reverseGeocodeOutcodes")).toEqual(SEARCH_RADIUS.outcodes);
    expect(radiusOf("nearestOutcode")).toEqual(SEARCH_RADIUS.outcodes);
  });

  it("names the description's example place by its name", () => {
    const findPlace = operations.find((op) => op.operationId === "findPlace")!;
    const example = findPlace.responses.find((r) => r.status === "200")?.content[0]?.examples[0]?.value;
    const place = (example as { result: { name_1: string; outcode: string } }).result;
    expect(place.outcode).toEqual(expect.any(String));
    expect(mapSubject(example, noRequest)?.points[0].label).toBe(place.name_1);
  });

  it("puts the first 2xx example of each operation with coordinates on the map, and searches where the request searched", () => {
    const mapped = operations.flatMap((op) => {
      const ok = op.responses.find((r) => /^2/.test(r.status));
      const example = ok?.content[0]?.examples[0]?.value;
      const request = buildSampleRequest(op);
      const path = Object.fromEntries(samplePathValues(op).map((v) => [v.name, String(v.value)]));
      const subject = mapSubject(example, { query: request.query, path });
      // Every search starts where its request searched: within a few kilometres of its first result.
      for (const search of subject?.searches ?? []) {
        const first = subject!.points[0];
        expect([
          op.operationId,
          Math.abs(search.longitude - first.longitude) < 0.1 && Math.abs(search.latitude - first.latitude) < 0.1,
        ]).toEqual([op.operationId, true]);
      }
      return subject ? [[op.operationId, subject.points.length, subject.searches.length]] : [];
    });
    expect(Object.fromEntries(mapped.map(([id, ...counts]) => [id, counts]))).toEqual({
      bulkPostcodeLookup: [1, 0],
      findOutcode: [1, 0],
      findPlace: [1, 0],
      lookupPostcode: [1, 0],
      lookupTerminatedPostcode: [1, 0],
      nearestOutcode: [1, 1],
      nearestPostcode: [1, 1],
      placeQuery: [1, 0],
      postcodeLookup: [1, 0],
      randomPlace: [1, 0],
      randomPostcode: [1, 0],
      reverseGeocodeLatLon: [1, 1],
      reverseGeocodeLonLat: [1, 1],
      reverseGeocodeOutcodes: [1, 1],
    });
  });
});
