// Types of uk-boundaries.mjs, for the unit test that checks the generated file is up to date.
export interface UkBoundaries {
  comment: string;
  projection: string;
  unit: number;
  bounds: [number, number, number, number];
  land: string;
  borders: string;
}

export interface BoundaryInputs {
  gbr: unknown;
  worldAtlas: unknown;
  projection: string;
  unit: number;
  files: { gbr: string; worldAtlas: string; projection: string };
}

export const UK_BOUNDARIES_FILE: string;
export function buildUkBoundaries(inputs: BoundaryInputs): UkBoundaries;
export function readBoundaryInputs(root: string): BoundaryInputs;
