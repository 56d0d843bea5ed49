import { sendingConsoleAddress } from "../navigation/console-address";

/**
 * What a reader can do with a point of the map: open the consoles of the
 * operations that search around a point, with its longitude and latitude
 * filled in, sending at once. The operations are ours (a unit test checks
 * that each exists in the description with these parameters).
 */
export interface PointAction {
  /** What the action finds; no two actions find the same thing. */
  label: string;
  /** The request it sends, as the reference heads the operation: what makes it differ from the others at a glance. */
  request: string;
  /** The operation's slug, and the console inputs that take the longitude and the latitude. */
  slug: string;
  longitude: string;
  latitude: string;
}

/**
 * One action per kind of answer. (The query-string form of the postcode search, GET /postcodes?lon&lat,
 * answers as the path form does; offered both, readers could not tell them apart.)
 */
export const POINT_ACTIONS: readonly PointAction[] = [
  {
    label: "Postcodes near here",
    request: "GET /postcodes/lon/{longitude}/lat/{latitude}",
    slug: "reverse-geocode-lon-lat",
    longitude: "path.longitude",
    latitude: "path.latitude",
  },
  {
    label: "Outward codes near here",
    request: "GET /outcodes?lon&lat",
    slug: "reverse-geocode-outcodes",
    longitude: "query.lon",
    latitude: "query.lat",
  },
];

/** Six decimal places of a degree: about 10 cm, as precise as the service's own coordinates. */
export const formatDegrees = (degrees: number) => degrees.toFixed(6).replace(/\.?0+$/, "");

/** The address of an action's console for a point, asking it to send to `server`. */
export function actionHref(action: PointAction, longitude: number, latitude: number, server: string): string {
  const values = { [action.longitude]: formatDegrees(longitude), [action.latitude]: formatDegrees(latitude) };
  return sendingConsoleAddress(action.slug, { server, values });
}

/** OpenStreetMap at street level around a point, for the detail this map does not draw. */
export function openStreetMapHref(longitude: number, latitude: number): string {
  const lon = formatDegrees(longitude);
  const lat = formatDegrees(latitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
