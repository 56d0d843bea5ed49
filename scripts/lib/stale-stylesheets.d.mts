/** The stylesheets of the build in `publicDir` (webpack's app chunk group), or null when it has no webpack.stats.json. */
export function currentStylesheets(publicDir: string): string[] | null;
/** Each HTML file of `publicDir` (its path inside) that links a `styles.<hash>.css` not in `current`, with what it links. */
export function pagesWithStaleStylesheets(publicDir: string, current: readonly string[]): { page: string; linked: string[] }[];
