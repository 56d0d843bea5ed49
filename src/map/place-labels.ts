import type { MapView } from "./map-view";
import { screenShare } from "./map-view";
import type { MapXY } from "./projection";

/** A place the map can name: [name, x, y] in map units, as src/map/generated/uk-places.json lists them, biggest first. */
export type Place = readonly [name: string, x: number, y: number];

/**
 * A name to write. `at`: a place in the view, its dot at `share` (0 to 1 of the view from its top left
 * corner) and its name to the right. `toward`: the nearest place when none is in the view, written
 * inside the view's edge with the way to it and how far (`text`), its box's top left corner at `share`.
 */
export interface PlaceLabel {
  /** `at` with its name to the right of its dot, `atLeft` to the left (where the right is taken), or `toward`. */
  kind: "at" | "atLeft" | "toward";
  name: string;
  text: string;
  share: [number, number];
}

/** At most this many names at once: enough to say where the view is, few enough to leave the results in front. */
export const MAX_PLACE_LABELS = 12;
/** Places named from outside a view with none in it. */
const MAX_TOWARD_LABELS = 2;

/**
 * The label's size on screen, in CSS pixels, as styles.module.css draws it (.place): a dot at the
 * place, then the name in 12 px type, which averages well under 7 px a character.
 */
const LABEL = { dot: 4, gap: 4, charWidth: 6.8, halfHeight: 9, inset: 6 } as const;
/** A marker's box around its point (.marker: 1.6rem, its tip at the point, the rest above and to the right). */
const MARKER = { left: 3, right: 30, above: 30, below: 3 } as const;
/** Metres in a map unit (a hectometre of the national grid, src/map/british-national-grid.json). */
const METRES_PER_UNIT = 100;

type Box = [left: number, top: number, right: number, bottom: number];

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** The arrow of the eighth of the compass a direction falls in (y points down, as on screen). */
const ARROWS = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"] as const;
const arrowTowards = (dx: number, dy: number) => ARROWS[Math.round(Math.atan2(dy, dx) / (Math.PI / 4) + 8) % 8];

const kilometres = (units: number) => {
  const metres = units * METRES_PER_UNIT;
  return metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
};

/**
 * The names to write on a view `pixelWidth` CSS pixels wide: the biggest places first (the order of
 * `places`), each where it fits whole inside the view without touching a name already placed or a
 * result's marker (`markers`). Zoomed out, that leaves the cities; zoomed in, the districts and towns
 * around the results. A view with no place in it (a few streets of a city) names the nearest places
 * outside it, at its edge, with the way to them and how far.
 */
export function placeLabels(places: readonly Place[], view: MapView, pixelWidth: number, markers: readonly MapXY[] = []): PlaceLabel[] {
  if (!(pixelWidth > 0)) return [];
  const pixelHeight = (pixelWidth * view.height) / view.width;
  const toPixels = (at: MapXY): [number, number] => {
    const [sx, sy] = screenShare(view, at);
    return [sx * pixelWidth, sy * pixelHeight];
  };
  const taken: Box[] = markers.map((at) => {
    const [px, py] = toPixels(at);
    return [px - MARKER.left, py - MARKER.above, px + MARKER.right, py + MARKER.below];
  });
  const fits = (box: Box) =>
    box[0] >= 0 && box[1] >= 0 && box[2] <= pixelWidth && box[3] <= pixelHeight && !taken.some((other) => overlaps(box, other));

  const labels: PlaceLabel[] = [];
  let anyInView = false;
  for (const [name, x, y] of places) {
    if (labels.length >= MAX_PLACE_LABELS) break;
    const [px, py] = toPixels([x, y]);
    if (px >= 0 && px <= pixelWidth && py >= 0 && py <= pixelHeight) anyInView = true;
    const width = name.length * LABEL.charWidth;
    // To the right of its dot; where that is taken (a result's marker on the city), to the left, the dot under the marker.
    const right: Box = [px - LABEL.dot, py - LABEL.halfHeight, px + LABEL.dot + LABEL.gap + width, py + LABEL.halfHeight];
    const left: Box = [px - LABEL.dot - LABEL.gap - width, py - LABEL.halfHeight, px - LABEL.dot, py + LABEL.halfHeight];
    const side = fits(right) ? "at" : fits(left) ? "atLeft" : null;
    if (side === null) continue;
    taken.push(side === "at" ? right : left);
    labels.push({ kind: side, name, text: name, share: [px / pixelWidth, py / pixelHeight] });
  }
  if (anyInView) return labels;

  // None in the view: the nearest ones, at the edge on the way to them.
  const centre: MapXY = [view.x + view.width / 2, view.y + view.height / 2];
  const nearest = [...places]
    .map((place) => ({ place, distance: Math.hypot(place[1] - centre[0], place[2] - centre[1]) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_TOWARD_LABELS * 2);
  for (const { place, distance } of nearest) {
    if (labels.length >= MAX_TOWARD_LABELS) break;
    const [name, x, y] = place;
    const dx = x - centre[0];
    const dy = y - centre[1];
    const text = `${arrowTowards(dx, dy)} ${name}, ${kilometres(distance)}`;
    const width = text.length * LABEL.charWidth;
    const height = LABEL.halfHeight * 2;
    // Where the line from the centre towards the place leaves the view, then moved inside it whole.
    const [cx, cy] = [pixelWidth / 2, pixelHeight / 2];
    const [vx, vy] = [dx * (pixelWidth / view.width), dy * (pixelHeight / view.height)];
    const reach = Math.min(Math.abs(cx / (vx || 1e-9)), Math.abs(cy / (vy || 1e-9)));
    const clamp = (v: number, max: number) => Math.min(Math.max(v, LABEL.inset), max - LABEL.inset);
    const left = clamp(cx + vx * reach - width / 2, pixelWidth - width);
    const top = clamp(cy + vy * reach - height / 2, pixelHeight - height);
    const box: Box = [left, top, left + width, top + height];
    if (!fits(box)) continue;
    taken.push(box);
    labels.push({ kind: "toward", name, text, share: [left / pixelWidth, top / pixelHeight] });
  }
  return labels;
}
