/** The folder of the "More" samples files, under the site's root. */
export const MORE_SAMPLES_FOLDER = "code-samples";

/**
 * Where the samples of an operation's "More" menu are published (JSON, a
 * list of highlighted samples): written by the build, fetched by the page
 * when the reader picks one of those languages.
 */
export const moreSamplesPath = (operationSlug: string) => `/${MORE_SAMPLES_FOLDER}/${operationSlug}.json`;
