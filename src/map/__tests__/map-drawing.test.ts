import { drawSubject, formatDistance, mapLabel, pointCaption, pointName } from "../map-drawing";
import type { MapPoint, MapSubject } from "../map-subject";
import { inView, MIN_FIT_WIDTH } from "../map-view";
import { circleRing, extentBox, project } from "../projection";

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

  it("fits a place's whole bounding box, and one postcode at the narrowest fit", () => {
    const extent = { minEastings: 329011, minNorthings: 1005860, maxEastings: 331757, maxNorthings: 1009740 };
    const place = drawSubject({ points: [{ ...point("Clestrain", -3.2096, 58.9428, null), extent }], searches: [] });
    const [x, y, width, height] = extentBox(extent);
    expect(place.boxes).toEqual([[x, y, width, height]]);
    expect(inView(place.fitted, [x, y])).toBe(true);
    expect(inView(place.fitted, [x + width, y + height])).toBe(true);

    const one = drawSubject({ points: [point("SE1P 5ZZ", -0.080126, 51.492763, null)], searches: [] });
    expect(one.fitted.width).toBe(MIN_FIT_WIDTH);
    const [px, py] = project(-0.080126, 51.492763);
    expect(one.fitted.x + one.fitted.width / 2).toBeCloseTo(px, 9);
    expect(one.fitted.y + one.fitted.height / 2).toBeCloseTo(py, 9);
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
