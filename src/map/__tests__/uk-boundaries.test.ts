import { readFileSync } from "node:fs";
import path from "node:path";
import grid from "../british-national-grid.json";
import boundaries from "../generated/uk-boundaries.json";
import { project } from "../projection";

type Ring = [number, number][];

/** The rings of a path written as the generator writes them: `M x y` then one relative `l` run, `z` for a closed ring. */
function decode(d: string): Ring[] {
  return (d.match(/M[^M]+/g) ?? []).map((part) => {
    const [start, steps = ""] = part.replace(/z$/, "").slice(1).split("l");
    const numbers = (text: string) => (text.match(/-?\d+/g) ?? []).map(Number);
    const [x, y] = numbers(start);
    const ring: Ring = [[x, y]];
    const moves = numbers(steps);
    for (let i = 0; i < moves.length; i += 2) {
      const [px, py] = ring[ring.length - 1];
      ring.push([px + moves[i], py + moves[i + 1]]);
    }
    return ring;
  });
}

/** Even-odd point in polygon over all rings. */
function onLand(rings: Ring[], [x, y]: [number, number]): boolean {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

const land = decode(boundaries.land);

describe("the map's outline of the United Kingdom (src/map/generated/uk-boundaries.json)", () => {
  it("is what npm run map:data makes from the installed packages today", async () => {
    const { buildUkBoundaries, readBoundaryInputs, UK_BOUNDARIES_FILE } = await import("../../../scripts/lib/uk-boundaries.mjs");
    const committed = readFileSync(path.resolve(UK_BOUNDARIES_FILE), "utf8");
    const fresh = `${JSON.stringify(buildUkBoundaries(readBoundaryInputs(path.resolve("."))), null, 2)}\n`;
    if (fresh !== committed) throw new Error(`${UK_BOUNDARIES_FILE} is out of date: run npm run map:data and commit it.`);
    expect(boundaries.projection).toBe(grid.proj4);
  });

  it.each([
    ["Penzance, Cornwall", -5.5371, 50.1188],
    ["Lerwick, Shetland", -1.145, 60.155],
    ["Belfast", -5.9301, 54.5973],
    ["Trinity, Jersey", -2.0833, 49.2367],
    ["St Peter Port, Guernsey", -2.5369, 49.4542],
    ["Cardiff", -3.1791, 51.4816],
    ["Douglas, Isle of Man", -4.4787, 54.1523],
    ["Achmore, Lewis", -6.5353, 58.2436],
    ["Inverness", -4.2247, 57.4778],
    ["London", -0.1276, 51.5072],
  ])("puts %s on land", (_, longitude, latitude) => {
    expect(onLand(land, project(longitude, latitude))).toBe(true);
  });

  it.each([
    ["the Irish Sea", -5.0, 53.5],
    ["the North Sea", 2.0, 55.0],
    ["Dublin", -6.2603, 53.3498],
    ["Calais", 1.8587, 50.9513],
    ["Rockall (left out)", -13.6875, 57.5959],
  ])("leaves %s off the land", (_, longitude, latitude) => {
    expect(onLand(land, project(longitude, latitude))).toBe(false);
  });

  it("has the land borders inside the country's bounds, and bounds that hold the whole country", () => {
    const [minX, minY, maxX, maxY] = boundaries.bounds;
    const borders = decode(boundaries.borders).flat();
    expect(borders.length).toBeGreaterThan(50);
    for (const [x, y] of borders) {
      expect(x).toBeGreaterThanOrEqual(minX);
      expect(x).toBeLessThanOrEqual(maxX);
      expect(y).toBeGreaterThanOrEqual(minY);
      expect(y).toBeLessThanOrEqual(maxY);
    }
    // Jersey's south coast to Shetland's north: some 1,100 km.
    expect((maxY - minY) / 10).toBeGreaterThan(1050);
  });
});
