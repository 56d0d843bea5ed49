import { MAX_PLACE_LABELS, type Place, placeLabels } from "../place-labels";

/** A view 100 map units square shown 400 px wide: 4 px a map unit. */
const view = { x: 0, y: 0, width: 100, height: 100 };

describe("the names the map writes", () => {
  it("writes the biggest places first, each where it fits whole without touching another name or a marker", () => {
    const places: Place[] = [
      ["Big", 10, 10],
      // Right beside Big: its name would cover Big's, on either side.
      ["Near", 12, 10],
      // At the right edge: its name fits only to the left of it.
      ["Edgeton", 98, 50],
      ["Small", 10, 60],
      // Between two results' markers: no room on either side.
      ["Boxed", 80, 20],
    ];
    expect(
      placeLabels(places, view, 400, [
        [80.5, 20],
        [75, 20],
      ]),
    ).toEqual([
      { kind: "at", name: "Big", text: "Big", share: [0.1, 0.1] },
      { kind: "atLeft", name: "Edgeton", text: "Edgeton", share: [0.98, 0.5] },
      { kind: "at", name: "Small", text: "Small", share: [0.1, 0.6] },
    ]);
  });

  it("writes a name to the left of its dot where a marker takes its right", () => {
    // A result's marker just east of the city's centre: the name goes to the left.
    expect(placeLabels([["City", 50, 50]], view, 400, [[50.5, 50]])).toEqual([
      { kind: "atLeft", name: "City", text: "City", share: [0.5, 0.5] },
    ]);
  });

  it("writes at most a dozen, and nothing on a view it cannot measure", () => {
    const many: Place[] = Array.from({ length: 40 }, (_, i) => [`P${i}`, 5 + (i % 4) * 25, 5 + Math.floor(i / 4) * 9]);
    expect(placeLabels(many, view, 400)).toHaveLength(MAX_PLACE_LABELS);
    expect(placeLabels(many, view, 0)).toEqual([]);
  });

  it("names the nearest places from outside a view with none in it, at the edge towards them, with how far", () => {
    // A view 1 km across; the places 2 km west and 3.4 km north-east of its centre.
    const street = { x: 0, y: 0, width: 10, height: 7.5 };
    const labels = placeLabels(
      [
        ["Farton", 30, -20],
        ["Westby", -15, 3.75],
      ],
      street,
      400,
    );
    expect(labels.map(({ kind, text }) => [kind, text])).toEqual([
      ["toward", "← Westby, 2.0 km"],
      ["toward", "↗ Farton, 3.4 km"],
    ]);
    // Westby's name at the left edge, half-way down; Farton's in the top right corner, each whole inside.
    const [westby, farton] = labels;
    expect(westby.share[0]).toBeCloseTo(6 / 400, 3);
    expect(westby.share[1]).toBeGreaterThan(0.4);
    expect(farton.share[1]).toBeCloseTo(6 / 300, 3);
    expect(farton.share[0] * 400 + farton.text.length * 6.8).toBeLessThanOrEqual(400);
  });
});
