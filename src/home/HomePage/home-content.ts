import { API_BASE_PATH } from "../../navigation/api-paths";

/**
 * The words of the home page, shared by the page and its Markdown twin so
 * the two never say different things. A sentence is a list of parts; a
 * part in `{ code }` is shown as code.
 */
export type Sentence = readonly (string | { code: string })[];

export const HOME_CONTENT = {
  title: "UK postcode data over plain HTTP",
  lead:
    "Postcodes.io looks up, searches, validates and geolocates UK postcodes, outward codes and places, and answers with the areas " +
    "they belong to. It is free, needs no API key, and is built only on open data.",
  firstRequest: {
    /** The operation whose cURL sample and answer the page shows (the page's query names it too). */
    operationSlug: "lookup-postcode",
    heading: "Your first request",
    intro: "Ask for one postcode. Spaces in the path are encoded as %20; case does not matter.",
    envelope: [
      "Every answer has the same envelope: ",
      { code: "status" },
      " repeats the HTTP status and ",
      { code: "result" },
      " holds the data.",
    ] satisfies Sentence,
  },
  waysInHeading: "Where to go next",
} as const;

/** Where to go next; `sampleLanguageCount` is how many languages code samples come in, in words. */
export const waysIn = (sampleLanguageCount: string) => [
  {
    title: "Guides",
    to: "/docs/overview",
    text: "What the data is, how responses and errors look, and a guide for every endpoint with its limits and edge cases.",
  },
  {
    title: "API reference",
    to: API_BASE_PATH,
    text: `Every operation with its parameters, response schemas, exact error messages and code samples in ${sampleLanguageCount} languages.`,
  },
  {
    title: "Production use",
    to: "/docs/public-api",
    text: "What the owners of the free public API publish about limits, support and status, and how to cache, batch and fall back.",
  },
  {
    title: "Self-hosting",
    to: "/docs/self-host",
    text: "Run your own copy with Docker or Node.js and PostgreSQL: configuration, URL prefix, health checks and data updates.",
  },
];
