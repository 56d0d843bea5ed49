/** Where a parameter goes, in the order operation pages and the API console list them. */
export const PARAMETER_LOCATIONS = ["path", "query", "header", "cookie"] as const;

export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** The heading of each group of parameters, the same on operation pages and in the API console. */
export const LOCATION_TITLES: Readonly<Record<ParameterLocation, string>> = {
  path: "Path parameters",
  query: "Query parameters",
  header: "Header parameters",
  cookie: "Cookie parameters",
};
