/** Colour of the browser UI around the site (manifest and meta theme-color). */
export const THEME_COLOR = "#1450ad";
