// Types of the parts of proj4 the map imports (src/map/projection.ts): the package's own types describe only its whole bundle.
declare module "proj4/lib/core" {
  import type { Converter } from "proj4";
  export default function proj4(from: string, to: string): Converter;
}

declare module "proj4/lib/Proj" {
  const Proj: { projections: { add(projection: unknown): void } };
  export default Proj;
}

declare module "proj4/lib/projections/etmerc" {
  const etmerc: unknown;
  export default etmerc;
}
