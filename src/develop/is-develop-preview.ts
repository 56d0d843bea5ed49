/**
 * True in the browser while `gatsby develop` serves the preview (webpack
 * sets NODE_ENV), where the author sees the problems panel and a mistake in
 * the sources must not take every page down.
 */
export const isDevelopPreview = (): boolean => process.env.NODE_ENV === "development";
