/**
 * What `gatsby develop` tells the preview about problems in the sources
 * (shared by the server side in problems.ts and DevelopProblems).
 */
export interface Problem {
  level: "error" | "warning";
  /** Starts with the file (and line or JSON Pointer), and says what to do. */
  message: string;
  /** For a broken link: the page it is on and its address, so the preview can mark it. */
  link?: { page: string; href: string };
}

/** Where the preview listens for the current problems (server-sent events). */
export const PROBLEMS_ENDPOINT = "/__site-problems";
