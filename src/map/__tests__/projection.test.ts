import proj4 from "proj4";
import grid from "../british-national-grid.json";
import { circleRing, extentBox, MAP_UNIT, project, unproject } from "../projection";

describe("the map's projection: the British National Grid", () => {
  it("puts a postcode where the service's own grid reference for it is (SE1P 5ZZ: 533378, 178838), to within 10 m", () => {
    const [x, y] = project(-0.080126, 51.492763);
    expect(Math.abs(x * MAP_UNIT - 533378)).toBeLessThan(10);
    expect(Math.abs(-y * MAP_UNIT - 178838)).toBeLessThan(10);
  });

  it("agrees with proj4's EPSG:27700 definition and comes back to the same longitude and latitude", () => {
    const [easting, northing] = proj4("WGS84", grid.proj4, [-1.145, 60.155]);
    expect(project(-1.145, 60.155)).toEqual([easting / MAP_UNIT, -northing / MAP_UNIT]);
    const [lon, lat] = unproject(project(-5.5371, 50.1188));
    expect(lon).toBeCloseTo(-5.5371, 7);
    expect(lat).toBeCloseTo(50.1188, 7);
  });

  it("draws a place's grid box as it is, north up", () => {
    expect(extentBox({ minEastings: 329011, minNorthings: 1005860, maxEastings: 331757, maxNorthings: 1009740 })).toEqual([
      3290.11, -10097.4, 27.46, 38.8,
    ]);
  });

  it("draws a search's radius as a ring that many metres from the point on the ground", () => {
    const centre = project(-0.080126, 51.492763);
    const ring = circleRing(-0.080126, 51.492763, 2000);
    expect(ring.length).toBeGreaterThan(100);
    for (const [x, y] of ring) {
      // d3-geo's circle is drawn on a sphere, the grid on the Airy ellipsoid: they differ by well under 0.5%.
      const metres = Math.hypot(x - centre[0], y - centre[1]) * MAP_UNIT;
      expect(metres).toBeGreaterThan(1990);
      expect(metres).toBeLessThan(2010);
    }
  });
});
