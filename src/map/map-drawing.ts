import boundaries from "./generated/uk-boundaries.json";
import type { MapPoint, MapSubject } from "./map-subject";
import { type Bounds, boundsOf, fitView, isSinglePoint, type MapView, MIN_FIT_WIDTH, SINGLE_POINT_FIT_WIDTH } from "./map-view";
import { circleRing, extentBox, type MapXY, project } from "./projection";

/**
 * What the map draws for an answer, worked out once: each point where it
 * lands, each place's box, each search's circle as an SVG path, and the
 * view that fits them all (a single point, with the country around it).
 */
export interface MapDrawing {
  points: { point: MapPoint; at: MapXY }[];
  boxes: [number, number, number, number][];
  circles: string[];
  fitted: MapView;
}

/** The country's outline and borders, projected and simplified when the data was made (npm run map:data). */
export const COUNTRY = {
  land: boundaries.land,
  borders: boundaries.borders,
  bounds: boundaries.bounds as Bounds,
};

/** An SVG path through map points, closed. */
function ringPath(ring: readonly MapXY[]): string {
  return `${ring.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(2)} ${y.toFixed(2)}`).join("")}Z`;
}

export function drawSubject(subject: MapSubject): MapDrawing {
  const points = subject.points.map((point) => ({ point, at: project(point.longitude, point.latitude) }));
  const boxes = subject.points.flatMap((p) => (p.extent ? [extentBox(p.extent)] : []));
  const rings = subject.searches.map((s) => circleRing(s.longitude, s.latitude, s.radius));
  const corners: MapXY[] = [
    ...points.map((p) => p.at),
    ...boxes.flatMap(([x, y, w, h]): MapXY[] => [
      [x, y],
      [x + w, y + h],
    ]),
    ...rings.flat(),
  ];
  const bounds = boundsOf(corners) ?? COUNTRY.bounds;
  const fitted = fitView(bounds, isSinglePoint(bounds) ? SINGLE_POINT_FIT_WIDTH : MIN_FIT_WIDTH);
  return { points, boxes, circles: rings.map(ringPath), fitted };
}

/** A distance as the map words it: metres to one decimal place, kilometres above 1,000 m. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres * 10) / 10} m` : `${(metres / 1000).toFixed(2)} km`;
}

/** A point's title: its number in the answer, if it has one, and its label. */
export const pointTitle = (point: MapPoint) => (point.number === null ? point.label : `${point.number}. ${point.label}`);

/** The name a point goes by on the map: its title and its distance. */
export function pointName(point: MapPoint): string {
  return point.number === null ? pointCaption(point) : `${point.number}. ${pointCaption(point)}`;
}

/** A point's name without its number: the tip beside a marker that shows the number. */
export function pointCaption(point: MapPoint): string {
  return point.distance === null ? point.label : `${point.label}, ${formatDistance(point.distance)} away`;
}

/** The map's label: what it shows, for readers who cannot see it. */
export function mapLabel(subject: MapSubject): string {
  const { points, searches } = subject;
  const listed = points.slice(0, 5).map((p) => p.label);
  const more = points.length > listed.length ? ` and ${points.length - listed.length} more` : "";
  const what = points.length === 1 ? `1 result: ${listed[0]}` : `${points.length} results: ${listed.join(", ")}${more}`;
  const searched =
    searches.length === 0
      ? ""
      : searches.length === 1
        ? `, and the area searched (${formatDistance(searches[0].radius)} radius)`
        : ", and the areas searched";
  return `Map of the United Kingdom with ${points.length === 0 ? "no results" : what}${searched}`;
}
