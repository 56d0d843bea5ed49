/** A page the search offers by name. */
export interface OfferedPage {
  path: string;
  /** The page's title, as its front matter gives it (a test compares them). */
  title: string;
}

/**
 * The pages people asked about most in the service's own issue tracker
 * (the readers' questions of e2e/search-real-questions.ts, counted by the
 * page that answers them: the postcode fields 14, self-hosting 9, the overview
 * 5, bulk lookup, place search and reverse geocoding 4 each, then lookup among
 * the pages at 3). The search offers them when it finds nothing, so that a
 * query in words the site does not use still leads somewhere.
 */
export const ASKED_ABOUT_PAGES: readonly OfferedPage[] = [
  { path: "/docs/postcode/schema", title: "Postcode fields" },
  { path: "/docs/self-host", title: "Self-hosting" },
  { path: "/docs/overview", title: "Overview" },
  { path: "/docs/postcode/bulk", title: "Bulk postcode lookup" },
  { path: "/docs/place/query", title: "Search places" },
  { path: "/docs/postcode/reverse-geocode", title: "Reverse geocoding: postcodes near a longitude and latitude" },
  { path: "/docs/postcode/lookup", title: "Look up a postcode" },
];
