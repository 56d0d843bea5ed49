import { sendingConsoleAddress } from "../navigation/console-address";

/**
 * What a reader can do with a point of the map: open the consoles of the
 * operations that search around a point, with its longitude and latitude
 * filled in, sending at once. The operations are ours (a unit test checks
 * that each exists in the description with these parameters).
 */
export interface PointAction {
  label: string;
  /** The operation's slug, and the console inputs that take the longitude and the latitude. */
  slug: string;
  longitude: string;
  latitude: string;
}

export const POINT_ACTIONS: readonly PointAction[] = [
  { label: "Find postcodes near here", slug: "postcode-lookup", longitude: "query.lon", latitude: "query.lat" },
  { label: "Reverse geocode here", slug: "reverse-geocode-lon-lat", longitude: "path.longitude", latitude: "path.latitude" },
  { label: "Find outward codes near here", slug: "reverse-geocode-outcodes", longitude: "query.lon", latitude: "query.lat" },
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
