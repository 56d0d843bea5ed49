import {
  boundsOf,
  clampView,
  fitView,
  inView,
  MAP_ASPECT,
  mapPointAt,
  MIN_FIT_WIDTH,
  MIN_ZOOM_WIDTH,
  panView,
  pinchView,
  screenShare,
  zoomView,
} from "../map-view";

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);
const country: [number, number, number, number] = [0, -12000, 7000, 0];

describe("the map's view", () => {
  it("fits the results with room around them, at the map's aspect, never narrower than the minimum", () => {
    const view = fitView([100, -200, 300, -100]);
    close(view.width / view.height, MAP_ASPECT);
    expect(view.x).toBeLessThan(100);
    expect(view.x + view.width).toBeGreaterThan(300);
    expect(view.y).toBeLessThan(-200);
    expect(view.y + view.height).toBeGreaterThan(-100);
    // A tall extent: the height decides.
    const tall = fitView([0, -1000, 10, 0]);
    expect(tall.height).toBeGreaterThan(1000);
    close(tall.width / tall.height, MAP_ASPECT);
    // One point: the minimum width, centred on it.
    const one = fitView([50, -50, 50, -50]);
    expect(one.width).toBe(MIN_FIT_WIDTH);
    close(one.x + one.width / 2, 50);
    close(one.y + one.height / 2, -50);
  });

  it("zooms about a point that stays where it is on screen, and pans by shares of the view", () => {
    const view = { x: 0, y: 0, width: 400, height: 300 };
    const at: [number, number] = [100, 50];
    const zoomed = zoomView(view, 2, at);
    expect(zoomed.width).toBe(200);
    expect(screenShare(zoomed, at)).toEqual(screenShare(view, at));
    expect(zoomView(zoomed, 0.5, at)).toEqual(view);
    expect(panView(view, 0.25, -0.5)).toEqual({ x: 100, y: -150, width: 400, height: 300 });
    expect(mapPointAt(view, [0.5, 0.5])).toEqual([200, 150]);
    expect(inView(view, [399, 1])).toBe(true);
    expect(inView(view, [401, 1])).toBe(false);
  });

  it("stays over the country, between the closest zoom and the whole country", () => {
    const tiny = clampView({ x: 10, y: -20, width: 1, height: 0.75 }, country);
    expect(tiny.width).toBe(MIN_ZOOM_WIDTH);
    close(tiny.x + tiny.width / 2, 10.5);
    const huge = clampView({ x: -50000, y: -50000, width: 100000, height: 75000 }, country);
    expect(huge.width).toBeCloseTo(fitView(country).width, 6);
    const away = clampView({ x: 90000, y: 5000, width: 100, height: 75 }, country);
    close(away.x + away.width / 2, 7000);
    close(away.y + away.height / 2, 0);
  });

  it("follows two fingers: the map point under their middle stays under it as they move apart and together", () => {
    const view = { x: 0, y: 0, width: 400, height: 300 };
    // Both fingers 10 % of the width east, as far apart as before: a pan, at the same scale.
    const panned = pinchView(view, 1, [0.5, 0.5], [0.6, 0.5]);
    expect(panned).toEqual({ x: -40, y: 0, width: 400, height: 300 });
    // Twice as far apart, their middle moved from (0.25, 0.5) to (0.5, 0.25): twice as close, and the point follows.
    const pinched = pinchView(view, 2, [0.25, 0.5], [0.5, 0.25]);
    close(pinched.width, 200);
    close(pinched.height, 150);
    const [x, y] = mapPointAt(view, [0.25, 0.5]);
    const [sx, sy] = screenShare(pinched, [x, y]);
    close(sx, 0.5);
    close(sy, 0.25);
    // Spread about a middle that stays put: the same as zooming about it.
    const still = pinchView(view, 1.5, [0.3, 0.7], [0.3, 0.7]);
    const zoomed = zoomView(view, 1.5, mapPointAt(view, [0.3, 0.7]));
    for (const key of ["x", "y", "width", "height"] as const) close(still[key], zoomed[key]);
  });

  it("bounds hold every point", () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [3, -1],
        [-2, 5],
      ]),
    ).toEqual([-2, -1, 3, 5]);
  });
});
