import { API_BASE_PATH } from "../../navigation/api-paths";
import { openSearch } from "../../search/search-shortcuts";
import { useIsBrowser } from "../../state/is-browser";
import { useRouteLocation } from "../../state/route-location";
import { Link } from "../../ui/Link";
import { addressWords, type KnownPage, nearestPages } from "./nearest-pages";
import * as styles from "./styles.module.css";

/**
 * The not-found page's content: that there is no page here, the ways in,
 * then the pages whose address or title is nearest the one typed (a near
 * miss such as `/docs/postcodes/lookup`) and a search for its words.
 *
 * A static host serves one built 404 page for every unknown address, so the
 * address is known only once the page has hydrated (useIsBrowser): the
 * server's HTML and the first render agree. What depends on it comes after
 * everything else, so that nothing the reader sees moves when it appears.
 */
export function NotFound({ pages }: { pages: readonly KnownPage[] }) {
  const { pathname } = useRouteLocation();
  const typed = useIsBrowser() ? pathname : null;
  const nearest = typed === null ? [] : nearestPages(typed, pages);
  const words = typed === null ? "" : addressWords(typed).join(" ");
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here may be wrong.</p>
      <h2 className={styles.heading}>Start from</h2>
      <ul>
        <li>
          <Link to="/docs/overview">the overview</Link>
        </li>
        <li>
          <Link to={API_BASE_PATH}>the API reference</Link>
        </li>
        <li>
          <Link to="/">the home page</Link>
        </li>
      </ul>
      {nearest.length > 0 && (
        <section aria-labelledby="nearest-pages">
          <h2 id="nearest-pages" className={styles.heading}>
            Pages with an address like <code className={styles.address}>{typed}</code>
          </h2>
          <ul className={styles.nearest}>
            {nearest.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link> <code className={styles.path}>{page.path}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {typed !== null && nearest.length === 0 && (
        <p>
          No page has an address like <code className={styles.address}>{typed}</code>.
        </p>
      )}
      {words !== "" && (
        <p>
          <button type="button" className={styles.search} onClick={() => openSearch(words)}>
            Search the documentation for “{words}”
          </button>
        </p>
      )}
    </div>
  );
}
