import type { MapXY } from "./projection";

/**
 * The part of the map on screen, as an SVG viewBox in map units
 * (hectometres of the national grid). Pure functions: fitting the results,
 * zooming about a point, panning, and keeping the view near the country.
 */
export interface MapView {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** [minX, minY, maxX, maxY] in map units. */
export type Bounds = [number, number, number, number];

/** The map's width over its height, fixed so that a view maps onto the screen without distortion. */
export const MAP_ASPECT = 4 / 3;
/** The narrowest view a fit gives (2 km), so that results close together still show their surroundings. */
export const MIN_FIT_WIDTH = 20;
/**
 * The view a single point is fitted in (150 km across): the coast and the
 * country around it say where it is, where a 2 km view of the outline map
 * was an empty box with one marker in it.
 */
export const SINGLE_POINT_FIT_WIDTH = 1500;
/** The narrowest view zooming reaches (500 m). */
export const MIN_ZOOM_WIDTH = 5;
/** Space left around the results when fitting, as a share of their extent. */
const FIT_PADDING = 0.15;
/** Each zoom step, in or out. */
export const ZOOM_STEP = 1.6;
/** Each arrow key moves the view by this share of its size. */
export const PAN_STEP = 0.2;

/** The bounds holding all the given points. */
export function boundsOf(points: readonly MapXY[]): Bounds | null {
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A view of the map's aspect, centred on a point, at least as wide as `width` and as tall as `height`. */
function viewAround(cx: number, cy: number, width: number, height: number): MapView {
  const w = Math.max(width, height * MAP_ASPECT);
  const h = w / MAP_ASPECT;
  return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
}

/** Whether bounds hold a single point (one result, or several at the same place), with nothing of their own to frame. */
export function isSinglePoint([minX, minY, maxX, maxY]: Bounds): boolean {
  return minX === maxX && minY === maxY;
}

/** The view that shows these bounds with some room around them, never narrower than {@link MIN_FIT_WIDTH}. */
export function fitView([minX, minY, maxX, maxY]: Bounds, minWidth = MIN_FIT_WIDTH): MapView {
  const width = Math.max((maxX - minX) * (1 + 2 * FIT_PADDING), minWidth);
  const height = (maxY - minY) * (1 + 2 * FIT_PADDING);
  return viewAround((minX + maxX) / 2, (minY + maxY) / 2, width, height);
}

/**
 * Keeps a view usable: no narrower than {@link MIN_ZOOM_WIDTH}, no wider
 * than the country's own fitted view, and its centre over the country.
 */
export function clampView(view: MapView, country: Bounds): MapView {
  const widest = fitView(country);
  const width = Math.min(Math.max(view.width, MIN_ZOOM_WIDTH), widest.width);
  const cx = Math.min(Math.max(view.x + view.width / 2, country[0]), country[2]);
  const cy = Math.min(Math.max(view.y + view.height / 2, country[1]), country[3]);
  return viewAround(cx, cy, width, 0);
}

/** Zooms by `factor` (above 1: in) keeping the point `at` where it is on screen. */
export function zoomView(view: MapView, factor: number, at: MapXY = [view.x + view.width / 2, view.y + view.height / 2]): MapView {
  const width = view.width / factor;
  const height = view.height / factor;
  const [ax, ay] = at;
  return { x: ax - (ax - view.x) / factor, y: ay - (ay - view.y) / factor, width, height };
}

/**
 * Two fingers on the map: the view scaled by `factor` (how much farther
 * apart they are than at the start) so that the map point that was under
 * their middle at the start (`from`, shares of the screen) is under their
 * middle now (`to`). Moving both fingers together pans; spreading them zooms.
 */
export function pinchView(start: MapView, factor: number, from: [number, number], to: [number, number]): MapView {
  const [px, py] = mapPointAt(start, from);
  const width = start.width / factor;
  const height = start.height / factor;
  return { x: px - to[0] * width, y: py - to[1] * height, width, height };
}

/** Moves the view by a share of its size: (1, 0) moves it one whole width east. */
export function panView(view: MapView, dx: number, dy: number): MapView {
  return { ...view, x: view.x + dx * view.width, y: view.y + dy * view.height };
}

/** Where a map point is on screen, as shares (0 to 1) of the view's width and height from its top left corner. */
export function screenShare(view: MapView, [x, y]: MapXY): [number, number] {
  return [(x - view.x) / view.width, (y - view.y) / view.height];
}

/** The map point under a screen position given as shares of the view's width and height. */
export function mapPointAt(view: MapView, [sx, sy]: [number, number]): MapXY {
  return [view.x + sx * view.width, view.y + sy * view.height];
}

/** Whether a map point is inside the view. */
export function inView(view: MapView, point: MapXY): boolean {
  const [sx, sy] = screenShare(view, point);
  return sx >= 0 && sx <= 1 && sy >= 0 && sy <= 1;
}
