import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { MapSubject } from "../../map-subject";
import { TOUCH_MEDIA_QUERY } from "../../../state/primary-input";
import { project } from "../../projection";
import ResultsMapView from "../ResultsMapView";

// The places come in a chunk of their own (use-places.ts); here, at once, on a map 400 px wide.
const mockPlaces = [
  ["London", ...project(-0.12574, 51.50853)],
  ["Camden Town", ...project(-0.14415, 51.54057)],
  ["Kentish Town", ...project(-0.14, 51.55)],
];
jest.mock("../use-places", () => ({ usePlaces: () => mockPlaces, useElementWidth: () => 400 }));

const point = (label: string, longitude: number, latitude: number, number: number | null, distance: number | null = null) => ({
  label,
  longitude,
  latitude,
  number,
  distance,
  extent: null,
});

const nearest: MapSubject = {
  points: [
    point("NW1 9JH", -0.137824, 51.544905, 1, 0),
    point("NW1 9HZ", -0.1376, 51.5452, 2, 30.43290554),
    point("NW1 9HX", -0.1372, 51.5449, 3, 41),
  ],
  searches: [{ longitude: -0.137824, latitude: 51.544905, radius: 100, wide: false }],
};

const viewBox = () => screen.getByRole("img").getAttribute("viewBox")!.split(" ").map(Number);

describe("the results map", () => {
  it("names the towns and districts in view, for the eye only, where they leave the markers clear", () => {
    const { container } = render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    const names = container.querySelector("[data-map-places]")!;
    expect(names).toHaveAttribute("aria-hidden", "true");
    // The results' view is some 2 km across: London's centre is out of it; the districts around the results are in.
    expect([...names.children].map((n) => n.textContent)).toEqual(["Camden Town", "Kentish Town"]);
  });

  it("is a labelled image with a focusable, numbered marker for each result and the searched circle", () => {
    const { container } = render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Map of the United Kingdom with 3 results: NW1 9JH, NW1 9HZ, NW1 9HX, and the area searched (100 m radius)",
    );
    const markers = screen.getAllByRole("button", { name: /^\d\. NW1/ });
    expect(markers.map((m) => m.getAttribute("aria-label"))).toEqual([
      "1. NW1 9JH, 0 m away",
      "2. NW1 9HZ, 30.4 m away",
      "3. NW1 9HX, 41 m away",
    ]);
    expect(markers.map((m) => m.textContent?.charAt(0))).toEqual(["1", "2", "3"]);
    expect(container.querySelectorAll("[data-map-circle]")).toHaveLength(1);
    // The text alternative: every point with its coordinates and distance.
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "1. NW1 9JH-0.137824, 51.5449050 mOpen in OpenStreetMap (opens in a new tab)",
      "2. NW1 9HZ-0.1376, 51.545230.4 mOpen in OpenStreetMap (opens in a new tab)",
      "3. NW1 9HX-0.1372, 51.544941 mOpen in OpenStreetMap (opens in a new tab)",
    ]);
  });

  it("offers a marker's actions, with its coordinates, on the console of each operation", () => {
    render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    fireEvent.click(screen.getByRole("button", { name: "2. NW1 9HZ, 30.4 m away" }));
    const panel = screen.getByRole("region", { name: "2. NW1 9HZ" });
    expect(within(panel).getByRole("link", { name: "Postcodes near here" })).toHaveAttribute(
      "href",
      "/docs/api/reverse-geocode-lon-lat?try&server=https%3A%2F%2Fapi.postcodes.io&path.longitude=-0.1376&path.latitude=51.5452&send=",
    );
    expect(within(panel).getByRole("link", { name: "Outward codes near here" }).getAttribute("href")).toMatch(
      /^\/docs\/api\/reverse-geocode-outcodes\?try&server=.*&query\.lon=-0\.1376&query\.lat=51\.5452&send=$/,
    );
    // Each with the request it sends.
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Postcodes near here GET /postcodes/lon/{longitude}/lat/{latitude}",
      "Outward codes near here GET /outcodes?lon&lat",
      "Open in OpenStreetMap (opens in a new tab)",
    ]);
    fireEvent.click(within(panel).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "2. NW1 9HZ" })).toBeNull();
  });

  it("zooms and moves with keys, and resets to the fitted view", () => {
    render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    const map = screen.getByRole("application", { name: "Results map" });
    const start = viewBox();
    act(() => map.focus());
    fireEvent.keyDown(map, { key: "+" });
    expect(viewBox()[2]).toBeCloseTo(start[2] / 1.6, 6);
    fireEvent.keyDown(map, { key: "ArrowLeft" });
    expect(viewBox()[0]).toBeLessThan(start[0] + (start[2] - start[2] / 1.6) / 2);
    fireEvent.keyDown(map, { key: "0" });
    expect(viewBox()).toEqual(start);
    fireEvent.keyDown(map, { key: "Enter" });
    expect(screen.getByRole("region", { name: "The chosen spot" })).toHaveTextContent(/Longitude -0\.13\d+, latitude 51\.54\d+/);
  });
});

describe("the map and the focus", () => {
  it("describes itself, where the focus lands, by what it shows and how to use it", () => {
    render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    const map = screen.getByRole("application", { name: "Results map" });
    expect(map).toHaveAccessibleDescription(
      /^Map of the United Kingdom with 3 results: NW1 9JH, NW1 9HZ, NW1 9HX, and the area searched \(100 m radius\) Drag or use the arrow keys/,
    );
  });

  it("on a touch screen, says what a finger does instead of naming keys and the wheel", () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query === TOUCH_MEDIA_QUERY })) as typeof window.matchMedia;
    try {
      render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
      const map = screen.getByRole("application", { name: "Results map" });
      expect(map).toHaveAccessibleDescription(
        /\(100 m radius\) Move the map with two fingers and pinch to zoom; one finger scrolls the page\./,
      );
      expect(map).not.toHaveAccessibleDescription(/arrow keys|wheel|Click/);
    } finally {
      window.matchMedia = desktop;
    }
  });

  it("keeps the focus on a marker while it is in view, and hands it to the map when the keys move the marker out", () => {
    render(<ResultsMapView subject={nearest} server="https://api.postcodes.io" />);
    const map = screen.getByRole("application", { name: "Results map" });
    const marker = screen.getByRole("button", { name: "1. NW1 9JH, 0 m away" });
    act(() => marker.focus());
    fireEvent.keyDown(marker, { key: "+" });
    expect(marker).toHaveFocus();
    // Five steps east, each a fifth of the view: the marker is off the map's left edge.
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(screen.queryByRole("button", { name: "1. NW1 9JH, 0 m away" })).toBeNull();
    expect(map).toHaveFocus();
  });
});

describe("a new answer", () => {
  it("is a new map: the view fits its results and the chosen point goes; the same results keep the map as it is", () => {
    const server = "https://api.postcodes.io";
    const { rerender } = render(<ResultsMapView subject={nearest} server={server} />);
    const map = screen.getByRole("application", { name: "Results map" });
    fireEvent.keyDown(map, { key: "+" });
    fireEvent.click(screen.getByRole("button", { name: "3. NW1 9HX, 41 m away" }));
    const zoomed = viewBox();
    rerender(<ResultsMapView subject={{ ...nearest, points: [...nearest.points] }} server={server} />);
    expect(viewBox()).toEqual(zoomed);
    expect(screen.getByRole("region", { name: "3. NW1 9HX" })).toBeInTheDocument();

    const aberdeen: MapSubject = { points: [point("AB10 1AB", -2.097, 57.1482, null)], searches: [] };
    rerender(<ResultsMapView subject={aberdeen} server={server} />);
    expect(screen.queryByRole("region", { name: "3. NW1 9HX" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /AB10 1AB/ })).toHaveLength(1);
    expect(viewBox()[1]).toBeLessThan(zoomed[1] - 5000);
  });
});
