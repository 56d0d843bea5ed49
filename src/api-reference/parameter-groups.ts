import { LOCATION_TITLES, PARAMETER_LOCATIONS, type ParameterLocation } from "./parameter-locations";

/** The parts of a parameter that decide where it is listed and under which names. */
export interface GroupableParameter {
  name: string;
  location: string;
  aliases: readonly string[];
  aliasOf: string | null;
}

export interface ParameterGroup<P extends GroupableParameter> {
  location: ParameterLocation;
  title: string;
  /** Each parameter with every other name the server accepts for it. */
  items: { parameter: P; aliases: string[] }[];
}

/**
 * Parameters grouped by where they go (path, query, header, cookie), in
 * that order. An alias (`x-alias-of`) is folded into the parameter it
 * stands for, beside the names it declares itself (`x-aliases`). The
 * operation page and its Markdown twin both list parameters this way.
 */
export function parameterGroups<P extends GroupableParameter>(parameters: readonly P[]): ParameterGroup<P>[] {
  return PARAMETER_LOCATIONS.map((location) => ({
    location,
    title: LOCATION_TITLES[location],
    items: parameters
      .filter((p) => p.location === location && !p.aliasOf)
      .map((parameter) => ({
        parameter,
        aliases: [
          ...parameter.aliases,
          ...parameters.filter((a) => a.aliasOf === parameter.name && !parameter.aliases.includes(a.name)).map((a) => a.name),
        ],
      })),
  })).filter((group) => group.items.length > 0);
}
