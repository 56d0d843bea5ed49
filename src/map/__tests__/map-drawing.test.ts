import { COUNTRY, drawSubject, formatDistance, mapLabel, pointCaption, pointName } from "../map-drawing";
import type { MapPoint, MapSubject } from "../map-subject";
import { inView, MAP_ASPECT, MIN_FIT_WIDTH, SINGLE_POINT_FIT_WIDTH } from "../map-view";
import { circleRing, extentBox, type MapXY, project } from "../projection";

/** Every vertex of an SVG path of absolute (M, L) and relative (m, l) moves and lines, as the map data writes them. */
function pathVertices(path: string): MapXY[] {
  const vertices: MapXY[] = [];
  let at: MapXY = [0, 0];
  let start: MapXY = [0, 0];
  for (const [, command, numbers] of path.matchAll(/([MmLlZz])([^MmLlZz]*)/g)) {
    if (command === "Z" || command === "z") {
      at = start;
      continue;
    }
    const values = (numbers.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (let i = 0; i + 1 < values.length; i += 2) {
      const relative = command === "m" || command === "l";
      at = relative ? [at[0] + values[i], at[1] + values[i + 1]] : [values[i], values[i + 1]];
      if (i === 0 && (command === "M" || command === "m")) start = at;
      vertices.push(at);
    }
  }
  return vertices;
}

const point = (label: string, longitude: number, latitude: number, number: number | null, distance: number | null = null): MapPoint => ({
  label,
  longitude,
  latitude,
  number,
  distance,
  extent: null,
});

describe("what the map draws for an answer", () => {
  it("fits a nearest search's whole circle, not only its results, with the results in view", () => {
    const subject: MapSubject = {
      points: [point("NW1 9JH", -0.137824, 51.544905, 1, 0), point("NW1 9HZ", -0.1376, 51.5452, 2, 30.4)],
      searches: [{ longitude: -0.137824, latitude: 51.544905, radius: 2000, wide: false }],
    };
    const drawing = drawSubject(subject);
    expect(drawing.circles).toHaveLength(1);
    for (const corner of circleRing(-0.137824, 51.544905, 2000)) expect(inView(drawing.fitted, corner)).toBe(true);
    for (const { at } of drawing.points) expect(inView(drawing.fitted, at)).toBe(true);
    // A 2 km circle is 40 hectometres across: the view is wider than that, but not by much.
    expect(drawing.fitted.width).toBeGreaterThan(40);
    expect(drawing.fitted.width).toBeLessThan(80);
  });

  it("frames a single point in 150 km of the country around it, so the coast shows where it is", () => {
    const [px, py] = project(-0.080126, 51.492763);
    const one = drawSubject({ points: [point("SE1P 5ZZ", -0.080126, 51.492763, null)], searches: [] });
    expect(one.fitted.width).toBe(SINGLE_POINT_FIT_WIDTH);
    expect(one.fitted.width / one.fitted.height).toBeCloseTo(MAP_ASPECT, 9);
    expect(one.fitted.x + one.fitted.width / 2).toBeCloseTo(px, 9);
    expect(one.fitted.y + one.fitted.height / 2).toBeCloseTo(py, 9);
    // The Thames estuary's shore is in view, and only a part of the country: not the whole map.
    const coast = pathVertices(COUNTRY.land);
    expect(coast.length).toBeGreaterThan(1000);
    const shown = coast.filter((vertex) => inView(one.fitted, vertex));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(coast.length / 4);
    // Several results at the same place are framed the same way; results apart from each other keep the fit around them.
    const twice = drawSubject({ points: [point("A", -0.08, 51.49, 1), point("B", -0.08, 51.49, 2)], searches: [] });
    expect(twice.fitted.width).toBe(SINGLE_POINT_FIT_WIDTH);
    const close = drawSubject({ points: [point("A", -0.08, 51.49, 1), point("B", -0.0801, 51.4901, 2)], searches: [] });
    expect(close.fitted.width).toBe(MIN_FIT_WIDTH);
  });

  it("fits a place's whole bounding box", () => {
    const extent = { minEastings: 329011, minNorthings: 1005860, maxEastings: 331757, maxNorthings: 1009740 };
    const place = drawSubject({ points: [{ ...point("Clestrain", -3.2096, 58.9428, null), extent }], searches: [] });
    const [x, y, width, height] = extentBox(extent);
    expect(place.boxes).toEqual([[x, y, width, height]]);
    expect(inView(place.fitted, [x, y])).toBe(true);
    expect(inView(place.fitted, [x + width, y + height])).toBe(true);
  });

  it("names points and the map in words", () => {
    expect(pointName(point("NW1 9HZ", 0, 0, 2, 30.43290554))).toBe("2. NW1 9HZ, 30.4 m away");
    expect(pointName(point("SE1P 5ZZ", 0, 0, null))).toBe("SE1P 5ZZ");
    // The tip beside a numbered marker: the marker's number and its tip make up its name.
    expect(pointCaption(point("NW1 9HZ", 0, 0, 2, 30.43290554))).toBe("NW1 9HZ, 30.4 m away");
    expect([0, 999.94, 1500, 19500].map(formatDistance)).toEqual(["0 m", "999.9 m", "1.50 km", "19.50 km"]);
    const many = Array.from({ length: 7 }, (_, i) => point(`P${i + 1}`, 0, 0, i + 1));
    expect(mapLabel({ points: many, searches: [] })).toBe("Map of the United Kingdom with 7 results: P1, P2, P3, P4, P5 and 2 more");
  });
});
