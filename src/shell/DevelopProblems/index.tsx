import { useEffect, useState } from "react";
import { type Problem, PROBLEMS_ENDPOINT } from "../../develop/problems-protocol";
import { isSamePagePath } from "../../navigation/paths";
import { useRouteLocation } from "../../state/route-location";
import * as styles from "./styles.module.css";

const BROKEN_LINK_ATTRIBUTE = "data-broken-link";

/** Marks the links of this page that lead nowhere (and unmarks fixed ones). */
function markBrokenLinks(problems: readonly Problem[], pathname: string): void {
  const broken = new Set(problems.flatMap((p) => (p.link && isSamePagePath(p.link.page, pathname) ? [p.link.href] : [])));
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = anchor.getAttribute("href") ?? "";
    if (broken.has(href)) {
      anchor.setAttribute(BROKEN_LINK_ATTRIBUTE, "");
      anchor.title = `Broken link: ${href} (see the problems panel)`;
    } else if (anchor.hasAttribute(BROKEN_LINK_ATTRIBUTE)) {
      anchor.removeAttribute(BROKEN_LINK_ATTRIBUTE);
      anchor.removeAttribute("title");
    }
  }
}

/**
 * `gatsby develop` only: the problems in the sources right now (an OpenAPI
 * file that cannot be read, a guide that does not compile, a broken link),
 * each with its file and what to do, in a panel over the preview. It
 * updates as files are saved and disappears when everything is fixed.
 */
export default function DevelopProblems() {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [open, setOpen] = useState(true);
  const { pathname } = useRouteLocation();

  useEffect(() => {
    const source = new EventSource(PROBLEMS_ENDPOINT);
    source.onmessage = (event: MessageEvent<string>) => setProblems(JSON.parse(event.data) as Problem[]);
    return () => source.close();
  }, []);

  // The page's content and the problems arrive separately (a hot update of the guide, a message of
  // the problems stream), in either order: mark again whenever the document changes.
  useEffect(() => {
    let frame = requestAnimationFrame(() => markBrokenLinks(problems, pathname));
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => markBrokenLinks(problems, pathname));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [problems, pathname]);

  if (problems.length === 0) return null;
  const errors = problems.filter((p) => p.level === "error").length;
  const title = `${problems.length} problem${problems.length === 1 ? "" : "s"} in the sources${errors === 0 ? " (warnings)" : ""}`;
  return (
    <section className={styles.panel} aria-label="Problems in the sources" data-develop-problems="">
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.toggle} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? "Hide" : "Show"}
        </button>
      </div>
      {open && (
        <ul className={styles.list}>
          {problems.map((problem, i) => (
            <li key={i} className={problem.level === "error" ? styles.error : styles.warning}>
              <pre className={styles.message}>{problem.message}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
