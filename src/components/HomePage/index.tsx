import { apiOperationPath, API_BASE_PATH } from "../../api-reference/api-paths";
import { CodeBlock } from "../CodeBlock";
import { Layout } from "../Layout";
import type { ConsoleOperationSource } from "../../api-console/console-operation";
import { Link } from "../Link";
import { PostcodeLookup } from "../PostcodeLookup";
import * as styles from "./styles.module.css";

/** Where to go next; `sampleLanguageCount` is how many languages code samples come in, in words. */
const waysIn = (sampleLanguageCount: string) => [
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
    title: "Self-hosting",
    to: "/docs/self-host",
    text: "Run your own copy with Docker or Node.js and PostgreSQL: configuration, URL prefix and health checks.",
  },
];

/** The home page: what the service does, a first request and its answer, and the ways in. */
export function HomePage({
  firstRequest,
  sampleLanguageCount,
  lookup,
}: {
  firstRequest: { requestHtml: string; responseHtml: string } | null;
  sampleLanguageCount: string;
  /** The postcode lookup, for the live example; null when the description has none. */
  lookup: { operation: ConsoleOperationSource; example: string } | null;
}) {
  return (
    <Layout>
      <div className={styles.home}>
        <section className={styles.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            UK postcode data over plain HTTP
          </h1>
          <p className={styles.lead}>
            Postcodes.io looks up, searches, validates and geolocates UK postcodes, outward codes and places, and answers with the areas
            they belong to. It is free, needs no API key, and is built only on open data.
          </p>
          <div className={styles.actions}>
            <Link to="/docs/overview" className={styles.primary}>
              Read the overview
            </Link>
            {firstRequest && (
              <Link to={apiOperationPath("lookup-postcode")} className={styles.secondary}>
                Look up a postcode
              </Link>
            )}
          </div>
          {lookup && <PostcodeLookup operation={lookup.operation} example={lookup.example} />}
        </section>

        {firstRequest && (
          <section className={styles.firstRequest} aria-labelledby="first-request">
            <h2 id="first-request">Your first request</h2>
            <p>Ask for one postcode. Spaces in the path are encoded as %20; case does not matter.</p>
            <CodeBlock language="bash" languageLabel="Shell" title="Request" html={firstRequest.requestHtml} />
            <p>
              Every answer has the same envelope: <code>status</code> repeats the HTTP status and <code>result</code> holds the data.
            </p>
            <div className={styles.response}>
              <CodeBlock language="json" languageLabel="JSON" title="Response: 200 OK" html={firstRequest.responseHtml} />
            </div>
          </section>
        )}

        <section aria-labelledby="ways-in">
          <h2 id="ways-in">Where to go next</h2>
          <ul className={styles.cards}>
            {waysIn(sampleLanguageCount).map((way) => (
              <li key={way.title}>
                <Link to={way.to} className={styles.card}>
                  <span className={styles.cardTitle}>{way.title}</span>
                  <span className={styles.cardText}>{way.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}
