/** A question a reader asked in the service's issue tracker, cut down to what they would type into a search box. */
export interface ReaderQuestion {
  query: string;
  /** The issue or pull request of github:ideal-postcodes/postcodes.io it comes from, and its title. */
  issue: number;
  asked: string;
  /** The page that answers it (a site path; any section of it). */
  page: string;
  /** Another page that answers it as well, in words we checked on that page, and where. */
  alsoAnswers?: { page: string; where: string };
}

/**
 * Issue 46: the relevance test judged by words we did not write. Each query
 * is a question people asked in the service's own issue tracker
 * (github:ideal-postcodes/postcodes.io), in the asker's words, with the page
 * of this site that answers it (checked against the page's text). Collected
 * 2026-11-28 by searching the tracker's issues and pull requests; questions
 * the site does not answer yet are listed in docs/search.md.
 */
export const READERS_QUESTIONS: readonly ReaderQuestion[] = [
  {
    query: "no nearest postcodes returned",
    issue: 168,
    asked: "Nearest postcodes for postcode - not working on all postcodes",
    page: "/docs/postcode/nearest",
  },
  {
    query: "postcodes within x distance",
    issue: 74,
    asked: "Finding all Postcodes within X distance.",
    page: "/docs/postcode/nearest",
  },
  {
    query: "nearest range larger than 2000m",
    issue: 1336,
    asked: "Can range in nearest postcodes be extended to larger values than 2000m?",
    page: "/docs/self-host",
  },
  {
    query: "coordinates not resolving postcode",
    issue: 34,
    asked: "Nearest postcode lookup fails in some cases",
    page: "/docs/postcode/reverse-geocode",
  },
  { query: "wider search radius", issue: 23, asked: "Wider search radius", page: "/docs/postcode/reverse-geocode" },
  // The guide says in words when a valid point gets null (nothing within the radius); it was the search endpoint's page before.
  { query: "null for valid lat long", issue: 564, asked: "Returns null for a valid Lat, long", page: "/docs/postcode/reverse-geocode" },
  {
    query: "postcodes lat lon query string",
    issue: 24,
    asked: "Added capability to query postcodes by lat/long",
    page: "/docs/postcode/reverse-geocode",
  },
  {
    query: "bulk lookup only 10 results",
    issue: 642,
    asked: "Bulk lookup postcodes returns only 10 results",
    page: "/docs/postcode/bulk",
  },
  {
    query: "bulk lookup 500 server error",
    issue: 1242,
    asked: "Getting 500 server error when trying to do bulk postcode look up",
    page: "/docs/postcode/bulk",
  },
  {
    query: "batch validate postcodes",
    issue: 1194,
    asked: "Batch mode / POST method for postcode validation?",
    page: "/docs/postcode/bulk",
  },
  // The asker's own words ("submit a batch of postcodes and just return whether the postcode is valid or not"); the first
  // cut, "only valid or not", had lost what it was about.
  { query: "batch of postcodes valid or not", issue: 768, asked: "Add endpoint for bulk postcode validation", page: "/docs/postcode/bulk" },
  {
    query: "postcode validation route",
    issue: 1251,
    asked: "Postcode Validation route is undocumented",
    // The lookup guide's "Validate a postcode" documents the route in words, and links its reference page.
    page: "/docs/postcode/lookup",
  },
  {
    query: "limit bulk reverse geocoding",
    issue: 624,
    asked: 'Optional query parameter of "limit" in bulk reverse geocoding',
    page: "/docs/postcode/bulk-reverse-geocode",
  },
  { query: "geolocations post request", issue: 185, asked: "Bulk Reverse Geocoding", page: "/docs/postcode/bulk-reverse-geocode" },
  // A postcode on maps but not in the data is a new one the data has not caught up with: the overview says so (the outward
  // code lookup it named before does not answer a postcode's 404).
  { query: "cf10 404 error", issue: 1205, asked: "404 error for a postcode that exists on maps", page: "/docs/overview" },
  {
    query: "invalid outcode 404",
    issue: 469,
    asked: "Clone postcode validation for outcode validation",
    page: "/docs/outcode/lookup",
  },
  { query: "outcode response country", issue: 120, asked: "Outcode response should include country", page: "/docs/outcode/schema" },
  {
    query: "outcode parliamentary constituency",
    issue: 1085,
    asked: "Add parliamentary_constituency array to outcode queries",
    page: "/docs/outcode/schema",
  },
  {
    query: "outcode latitude longitude null",
    issue: 313,
    asked: "Documentation does not state possibility of lat/long nulls for outcode lookup",
    page: "/docs/outcode/schema",
    alsoAnswers: {
      page: "/docs/outcode/lookup",
      where: "Response: longitude and latitude are null when none of its postcodes has coordinates",
    },
  },
  {
    query: "incode outcode documentation",
    issue: 328,
    asked: "Documentation doesn't include incode/outcode for postcodes",
    page: "/docs/postcode/schema",
  },
  {
    query: "postcode not from scotland",
    issue: 388,
    asked: "No way of determining if a postcode is not from Scotland, or just doesn't exist",
    page: "/docs/scottish-postcode/lookup",
  },
  {
    query: "scottish constituencies null",
    issue: 1222,
    asked: "Missing data for Scottish Constituencies",
    page: "/docs/scottish-postcode/schema",
  },
  {
    query: "scottish parliamentary boundary changes",
    issue: 1348,
    asked: "Scottish Parliamentary constituency and boundary changes",
    page: "/docs/scottish-postcode/schema",
  },
  {
    query: "terminated status postcode lookup",
    issue: 1295,
    asked: "Return terminated status for postcode lookup",
    page: "/docs/postcode/lookup",
    alsoAnswers: {
      page: "/docs/terminated-postcode/lookup",
      where: "When a postcode stops working: the postcode lookup answers 404 with a terminated object",
    },
  },
  {
    query: "no longer in use postcode",
    issue: 78,
    asked: "Including terminated postcodes",
    page: "/docs/terminated-postcode/lookup",
  },
  { query: "se17ew not working", issue: 171, asked: "The Postcode SE17EW not working", page: "/docs/terminated-postcode/lookup" },
  {
    query: "no postcode found error",
    issue: 133,
    asked: "No postcode found error for postcode: E15 2EN",
    // An error's words: the first guide that explains the error (as for the error strings), and the overview says when a new
    // postcode is missing.
    page: "/docs/overview",
  },
  {
    query: "cannot read property latitude",
    issue: 272,
    asked: "Cannot read property 'latitude' of undefined",
    page: "/docs/terminated-postcode/lookup",
  },
  { query: "docker-compose up", issue: 7, asked: "Create docker image", page: "/docs/self-host" },
  { query: "500 error running from docker", issue: 574, asked: "Error 500 when running from Docker", page: "/docs/self-host" },
  { query: "unable to connect to db", issue: 1339, asked: 'Unable to connect to "db"', page: "/docs/self-host" },
  { query: "POSTGRES_DB ignored", issue: 554, asked: "fixed ENV mismatch in docker-compose.yml", page: "/docs/self-host" },
  { query: "npm run setup error", issue: 208, asked: '"npm run setup" raises with an error', page: "/docs/self-host" },
  { query: "PORT environment variable", issue: 161, asked: "Accept the environment variable PORT", page: "/docs/self-host" },
  { query: "url prefix reverse proxy", issue: 1160, asked: "URL Prefix", page: "/docs/self-host" },
  { query: "update postcodes data docker", issue: 860, asked: "Document data update process", page: "/docs/self-host/update-data" },
  { query: "download the full data", issue: 460, asked: "Is there a way to download the full data?", page: "/docs/self-host" },
  { query: "missing new postcode", issue: 1288, asked: "New Missing postcode NE25 0FW", page: "/docs/overview" },
  { query: "ons november 2023 update", issue: 1187, asked: "ONS November 2023", page: "/docs/overview" },
  {
    query: "new postcodes when updated",
    issue: 1214,
    asked: "It seems that any new postcodes from July 2024 onwards, returns a validation error",
    page: "/docs/public-api",
  },
  { query: "lat long from town name", issue: 458, asked: "Feature Request: get by place name, i.e town", page: "/docs/place/query" },
  { query: "town name to postcode", issue: 325, asked: "Why no town to postcode?", page: "/docs/place/query" },
  {
    query: "places belfast no data",
    issue: 423,
    asked: "https://api.postcodes.io/places does not return data for Northern Ireland",
    page: "/docs/place/query",
  },
  {
    query: "places lough loughborough",
    issue: 1198,
    asked: "Search doesn't return correct number of results",
    page: "/docs/place/query",
  },
  {
    query: "lat long nulls jersey",
    issue: 310,
    asked: "Documentation does not state possibility of lat/long nulls",
    page: "/docs/postcode/schema",
  },
  {
    query: "channel island null long lat",
    issue: 426,
    asked: "channel island or isle of man postcodes return null long/lat",
    page: "/docs/postcode/lookup",
    alsoAnswers: {
      page: "/docs/postcode/schema",
      where: "longitude and latitude: null without a grid reference, as in the Channel Islands (Jersey, Guernsey) and the Isle of Man",
    },
  },
  {
    query: "northern ireland eastings northings",
    issue: 287,
    asked: "Northern Ireland eastings and northings returning incorrectly.",
    page: "/docs/postcode/schema",
  },
  {
    query: "northern ireland commercial use",
    issue: 82,
    asked: "make it clear commercial use of Northern Ireland data is not allowed",
    page: "/docs/licences",
    alsoAnswers: {
      page: "/docs/public-api",
      where: "What the owners publish: Northern Ireland (BT) postcodes are free only for non-commercial use",
    },
  },
  {
    query: "random postcode for area",
    issue: 46,
    asked: "Is it possible to specify an area and get a random postcode for that area?",
    page: "/docs/postcode/random",
  },
  { query: "quality field 7", issue: 188, asked: "Documentation - Available data fields - quality", page: "/docs/postcode/schema" },
  {
    query: "nuts lau2 code",
    issue: 610,
    asked: "Question: nuts value matching description in documentation",
    page: "/docs/postcode/schema",
  },
  {
    query: "nuts TLC12 UKC12",
    issue: 786,
    asked: "Unexpected and maybe incorrect discrepancy in API response (NUTS, ITL)",
    page: "/docs/postcode/schema",
  },
  { query: "lsoa msoa codes", issue: 602, asked: "LSOA and MSOA codes", page: "/docs/postcode/schema" },
  { query: "lsoa21 census 2021", issue: 1181, asked: "Adding LSOA21 data", page: "/docs/postcode/schema" },
  {
    query: "local authority district",
    issue: 1053,
    asked: "Postcodes and local authority districts",
    page: "/docs/postcode/schema",
  },
  { query: "admin_county null", issue: 691, asked: "admin_county is null for some postcodes", page: "/docs/postcode/schema" },
  { query: "ccg19cdh code", issue: 395, asked: "Question: Source for CCG19 codes.", page: "/docs/postcode/schema" },
  { query: "police force", issue: 1083, asked: "[Feature Request] Add Police Force", page: "/docs/postcode/schema" },
  {
    query: "date of introduction",
    issue: 1003,
    asked: "Can we add date of introduction to the response",
    page: "/docs/postcode/schema",
  },
  {
    query: "constituency boundary changes",
    issue: 1180,
    asked: "Parliamentary constituency boundary changes",
    page: "/docs/postcode/schema",
  },
  {
    query: "sk1 returns sk10",
    issue: 43,
    asked: "Current regex can't detect post codes like SK1 , M1 or any postcode with only 1 digit in the first part.",
    page: "/docs/postcode/query",
  },
  { query: "url encoded postcodes", issue: 56, asked: "Suggestion to accept url encoded postcodes", page: "/docs/overview" },
  { query: "laravel package", issue: 118, asked: "Added Laravel 5+ package", page: "/docs/libraries" },
  { query: "drupal module", issue: 401, asked: "Adding Drupal module for Postcodes.io", page: "/docs/libraries" },
];

/**
 * The one- and two-word queries newcomers type first (issue 46), and their
 * common misspellings: the feature's guide or reference page first, never a
 * field row or a page that merely mentions the word.
 */
export const NEWCOMERS_WORDS: readonly [query: string, pagePattern: string][] = [
  ["lookup", "/docs/postcode/lookup"],
  ["postcode lookup", "/docs/postcode/lookup"],
  ["postocde lookup", "/docs/postcode/lookup"],
  ["lookpu", "/docs/postcode/lookup"],
  ["outcode", "/docs/outcode/lookup"],
  ["outcdoe", "/docs/outcode/lookup"],
  ["nearest", "/docs/postcode/nearest"],
  ["nearst", "/docs/postcode/nearest"],
  ["bulk", "/docs/postcode/bulk"],
  ["bluk", "/docs/postcode/bulk"],
  ["validate", "/docs/(api/validate-postcode|postcode/lookup)"],
  ["valdiate", "/docs/(api/validate-postcode|postcode/lookup)"],
  ["places", "/docs/place/(lookup|query)"],
  ["palces", "/docs/place/(lookup|query)"],
  ["terminated", "/docs/terminated-postcode/lookup"],
  ["outcode nearest", "/docs/outcode/nearest"],
  ["reverse geocode", "/docs/postcode/reverse-geocode"],
  // The walkthrough's three tasks (issue 46), as a newcomer types them.
  ["look up a postcode", "/docs/postcode/lookup"],
  ["local authority code", "/docs/postcode/schema"],
  ["postcodes near latitude longitude", "/docs/postcode/reverse-geocode"],
  // The second walkthrough's (2026-12-02): many at once is the bulk lookup, which has a section on validating a batch.
  ["validate many postcodes", "/docs/postcode/bulk"],
  // The third walkthrough's (2026-12-03): a request's verb is no subject ("get postcode" put it 6th, under
  // every page whose request reads GET), and whether a postcode exists is what validation answers.
  ["get postcode", "/docs/postcode/lookup"],
  ["check if a postcode exists", "/docs/(postcode/lookup|api/validate-postcode)"],
  // The fourth's: two words joined by a slash are those words ("latitude/longitude" was one word no page holds, dropped).
  ["find postcodes near a latitude/longitude", "/docs/postcode/reverse-geocode"],
  // The words the pages now say: the overview's status codes, the libraries' SDKs, installing your own copy, the
  // address file's abbreviation, prices (there are none).
  ["status codes", "/docs/overview"],
  ["sdk", "/docs/libraries"],
  ["install", "/docs/self-host"],
  ["paf", "/docs/overview"],
  ["pricing", "/docs/public-api"],
];
