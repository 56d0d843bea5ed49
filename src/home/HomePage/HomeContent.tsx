import type { ConsoleOperationSource } from "../../api-console/console-operation";
import { PostcodeLookup } from "../../api-console/PostcodeLookup";
import { apiOperationPath } from "../../navigation/api-paths";
import { CodeBlock } from "../../ui/CodeBlock";
import { Link } from "../../ui/Link";
import { TextOnly } from "../../ui/TextOnly";
import { HOME_CONTENT, type Sentence, waysIn } from "./home-content";
import * as styles from "./styles.module.css";

const SentenceText = ({ parts }: { parts: Sentence }) => (
  <>{parts.map((part, i) => (typeof part === "string" ? part : <code key={i}>{part.code}</code>))}</>
);

export interface HomeContentProps {
  firstRequest: { requestHtml: string; responseHtml: string } | null;
  sampleLanguageCount: string;
  /** The postcode lookup, for the live example; null when the description has none. */
  lookup: { operation: ConsoleOperationSource; example: string } | null;
}

/** What the service does, a live lookup, a first request and its answer, and the ways in. */
export function HomeContent({ firstRequest, sampleLanguageCount, lookup }: HomeContentProps) {
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {HOME_CONTENT.title}
        </h1>
        <p className={styles.lead}>{HOME_CONTENT.lead}</p>
        {/* For people: the twin's ways in below link the same pages. */}
        <div className={styles.actions} data-markdown-ignore="">
          <Link to="/docs/overview" className={styles.primary}>
            Read the overview
          </Link>
          {firstRequest && (
            <Link to={apiOperationPath(HOME_CONTENT.firstRequest.operationSlug)} className={styles.secondary}>
              Look up a postcode
            </Link>
          )}
        </div>
        {lookup && <PostcodeLookup operation={lookup.operation} example={lookup.example} />}
      </section>

      {firstRequest && (
        <section className={styles.firstRequest} aria-labelledby="first-request">
          <h2 id="first-request">{HOME_CONTENT.firstRequest.heading}</h2>
          <p>{HOME_CONTENT.firstRequest.intro}</p>
          <CodeBlock language="bash" languageLabel="Shell" title="Request" html={firstRequest.requestHtml} />
          <p>
            <SentenceText parts={HOME_CONTENT.firstRequest.envelope} />
          </p>
          <div className={styles.response}>
            <CodeBlock language="json" languageLabel="JSON" title="Response: 200 OK" html={firstRequest.responseHtml} />
          </div>
        </section>
      )}

      <section aria-labelledby="ways-in">
        <h2 id="ways-in">{HOME_CONTENT.waysInHeading}</h2>
        <ul className={styles.cards}>
          {waysIn(sampleLanguageCount).map((way) => (
            <li key={way.title}>
              <Link to={way.to} className={styles.card}>
                <span className={styles.cardTitle}>{way.title}</span>
                <TextOnly>: </TextOnly>
                <span className={styles.cardText}>{way.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
