/** Types of uk-places.mjs, for the unit tests that import it. */
export type PlaceRow = [name: string, x: number, y: number];

export interface UkPlaces {
  comment: string;
  places: PlaceRow[];
}

export interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const MIN_POPULATION: number;
export const UK_PLACES_FILE: string;
export function buildUkPlaces(inputs: { cities: readonly City[]; projection: string; unit: number }): UkPlaces;
export function readPlaceInputs(): City[];
export function ukPlacesText(content: UkPlaces): string;
