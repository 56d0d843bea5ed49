/**
 * Where the samples of an operation's "More" menu are published (JSON, a
 * list of highlighted samples): written by the build, fetched by the page
 * when the reader picks one of those languages.
 */
export const moreSamplesPath = (operationSlug: string) => `/code-samples/${operationSlug}.json`;
