/** Types of author-mistakes.mjs (the table of author mistakes and what the site must say about each). */
export interface AuthorMistake {
  name: string;
  file: string;
  change?: (text: string) => string;
  create?: string;
  remove?: boolean;
  stops: boolean;
  /** The whole build runs before the mistake shows (a warning, or a check of the finished site). */
  fullBuild?: boolean;
  says: (string | RegExp)[];
  doesNotSay?: (string | RegExp)[];
}
export const AUTHOR_MISTAKES: AuthorMistake[];
