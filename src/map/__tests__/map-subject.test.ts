import path from "node:path";
import { buildApiRecords, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { buildSampleRequest } from "../../api-reference/code-samples/request-model";
import { mapSubject, pathValues } from "../map-subject";
import { SEARCH_RADIUS, WIDE_SEARCH_REACH } from "../search-radius";

const postcode = (code: string, longitude: number | null, latitude: number | null, distance?: number) => ({
  postcode: code,
  longitude,
  latitude,
  ...(distance === undefined ? {} : { distance }),
});
const noRequest = { query: [], pathValues: [] };

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
      pathValues: [],
    });
    expect(subject?.points.map((p) => [p.number, p.label, p.distance])).toEqual([
      [1, "NW1 9JH", 0],
      [3, "NW1 9HZ", 30.43],
    ]);
    expect(subject?.searches).toEqual([{ longitude: -0.137824, latitude: 51.544905, radius: 500, wide: false }]);
  });

  it("takes the radius as the service does: its default, clamped to its maximum, the most wide search reaches, none when negative", () => {
    const near = { status: 200, result: [postcode("NW1 9JH", -0.137824, 51.544905, 0)] };
    const radius = (query: [string, string][]) =>
      mapSubject(near, { query: [["longitude", "-0.137824"], ["latitude", "51.544905"], ...query], pathValues: [] })?.searches[0]?.radius;
    expect(radius([])).toBe(SEARCH_RADIUS.postcodes.default);
    expect(radius([["radius", "99999"]])).toBe(SEARCH_RADIUS.postcodes.maximum);
    expect(radius([["radius", "12.5"]])).toBe(12.5);
    expect(radius([["radius", "-1"]])).toBeUndefined();
    expect(
      radius([
        ["wideSearch", "true"],
        ["radius", "50"],
      ]),
    ).toBe(WIDE_SEARCH_REACH);
  });

  it("searches from the result the path names (nearest to a postcode or an outward code), with the outward codes' own radius", () => {
    const outcodes = {
      status: 200,
      result: [
        { outcode: "BR8", longitude: 0.17398827115555, latitude: 51.41300203259024 },
        { outcode: "DA4", longitude: 0.23, latitude: 51.39 },
      ],
    };
    expect(mapSubject(outcodes, { query: [], pathValues: ["br8"] })?.searches).toEqual([
      { longitude: 0.17398827115555, latitude: 51.41300203259024, radius: SEARCH_RADIUS.outcodes.default, wide: false },
    ]);
    const fromPath = mapSubject(outcodes, { query: [], pathValues: ["0.2", "51.4"] });
    expect(fromPath?.searches[0]).toMatchObject({ longitude: 0.2, latitude: 51.4 });
    // A list searched from nowhere (a postcode search by text) has no circle.
    expect(mapSubject(outcodes, { query: [["q", "BR"]], pathValues: [] })?.searches).toEqual([]);
  });

  it("numbers every result of a bulk answer in order and draws each reverse geocoding item's search", () => {
    const bulk = {
      status: 200,
      result: [
        { query: { longitude: -0.080126, latitude: 51.492763, radius: 0 }, result: [postcode("SE1P 5ZZ", -0.080126, 51.492763, 0)] },
        { query: { longitude: "0", latitude: "0" }, result: null },
        {
          query: { longitude: -1.1, latitude: 50.7, wideSearch: true },
          result: [postcode("PO1 1AA", -1.1, 50.7, 3), postcode("PO1 1AB", -1.1, 50.71, 9)],
        },
      ],
    };
    const subject = mapSubject(bulk, noRequest);
    expect(subject?.points.map((p) => `${p.number} ${p.label}`)).toEqual(["1 SE1P 5ZZ", "2 PO1 1AA", "3 PO1 1AB"]);
    expect(subject?.searches).toEqual([
      { longitude: -0.080126, latitude: 51.492763, radius: SEARCH_RADIUS.postcodes.default, wide: false },
      { longitude: -1.1, latitude: 50.7, radius: WIDE_SEARCH_REACH, wide: true },
    ]);
    const lookups = {
      status: 200,
      result: [
        { query: "SE1P 5ZZ", result: postcode("SE1P 5ZZ", -0.08, 51.49) },
        { query: "B0GUS", result: null },
      ],
    };
    expect(mapSubject(lookups, noRequest)).toMatchObject({ points: [{ label: "SE1P 5ZZ", number: 1 }], searches: [] });
  });

  it("keeps a place's bounding box in grid metres", () => {
    const place = {
      code: "osgb4000000074558362",
      name_1: "Clestrain",
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

describe("the values in a request's path", () => {
  it("are read by the operation's template, decoded, after any server path", () => {
    expect(pathValues("/postcodes/lon/{longitude}/lat/{latitude}", "https://api.postcodes.io/postcodes/lon/-0.08/lat/51.49")).toEqual([
      "-0.08",
      "51.49",
    ]);
    expect(pathValues("/postcodes/{postcode}/nearest", "http://127.0.0.1:8000/v1/postcodes/SE1P%205ZZ/nearest?limit=1")).toEqual([
      "SE1P 5ZZ",
    ]);
    expect(pathValues("/postcodes/{postcode}", "http://x/outcodes/BR8")).toEqual([]);
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

  it("puts the first 2xx example of each operation with coordinates on the map, and searches where the request searched", () => {
    const mapped = operations.flatMap((op) => {
      const ok = op.responses.find((r) => /^2/.test(r.status));
      const example = ok?.content[0]?.examples[0]?.value;
      const request = buildSampleRequest(op);
      const subject = mapSubject(example, { query: request.query, pathValues: pathValues(op.path, request.url) });
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
