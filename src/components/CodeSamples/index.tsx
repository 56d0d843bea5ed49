import { withPrefix } from "gatsby";
import React, { useEffect, useId, useRef, useState } from "react";
import { useCodeLanguage } from "../../state/code-language";
import { CodeBlock } from "../CodeBlock";
import { DisclosureMenu, disclosureItemClass } from "../DisclosureMenu";
import * as styles from "./styles.module.css";

export interface CodeSampleView {
  id: string;
  label: string;
  prism: string;
  /** Made at build time with the highlighter, which stays out of the page's JavaScript. */
  languageLabel: string;
  html: string;
}

/** Languages offered in the "More" menu, and the file (a list of {@link CodeSampleView}) their samples load from. */
export interface MoreSamples {
  languages: readonly { id: string; label: string }[];
  src: string;
}

type Loaded = { samples: readonly CodeSampleView[] } | { failed: true } | null;

/** The "More" samples, fetched once when one of their languages is wanted; `retry` tries again after a failure. */
function useMoreSamples(more: MoreSamples | undefined, wanted: boolean): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!more || !wanted) return undefined;
    let current = true;
    fetch(withPrefix(more.src))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(
        (samples: CodeSampleView[]) => current && setLoaded({ samples }),
        () => current && setLoaded({ failed: true }),
      );
    return () => {
      current = false;
    };
  }, [more, wanted, attempt]);
  return [loaded, () => (setLoaded(null), setAttempt((n) => n + 1))];
}

/** The panel of a "More" language: its sample once loaded, or what is happening. */
function MorePanel({ loaded, id, label, title, retry }: { loaded: Loaded; id: string; label: string; title: string; retry: () => void }) {
  const sample = loaded && "samples" in loaded ? loaded.samples.find((s) => s.id === id) : undefined;
  if (sample)
    return <CodeBlock language={sample.prism} languageLabel={sample.languageLabel} title={`${title}: ${label}`} html={sample.html} />;
  if (loaded) {
    return (
      <p className={styles.status} role="alert">
        The {label} sample could not be loaded.{" "}
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className={styles.status} role="status">
      Loading the {label} sample…
    </p>
  );
}

/** The "More" menu: choosing a language makes it the selected tab. */
function MoreMenu({ more, language, choose }: { more: MoreSamples; language: string | null; choose: (id: string) => void }) {
  return (
    <DisclosureMenu
      label={
        <>
          More<span className="visually-hidden"> languages</span>
        </>
      }
      align="end"
    >
      {(close) =>
        more.languages.map((l) => (
          <li key={l.id}>
            <button
              type="button"
              className={disclosureItemClass}
              aria-current={l.id === language ? "true" : undefined}
              onClick={() => {
                close();
                choose(l.id);
              }}
            >
              {l.label}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}

interface TablistProps {
  label: string;
  items: readonly { id: string; label: string }[];
  selectedIndex: number;
  baseId: string;
  tabs: React.MutableRefObject<(HTMLButtonElement | null)[]>;
  select: (index: number, focus: boolean) => void;
}

/** The language tabs: arrow keys, Home and End move between them (a roving tab stop). */
function SampleTablist({ label, items, selectedIndex, baseId, tabs, select }: TablistProps) {
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key], true);
    }
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tablist} data-js-only="">
      {items.map((sample, i) => (
        <button
          key={sample.id}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${sample.id}`}
          aria-selected={i === selectedIndex}
          aria-controls={`${baseId}-panel-${sample.id}`}
          tabIndex={i === selectedIndex ? 0 : -1}
          className={i === selectedIndex ? `${styles.tab} ${styles.selected}` : styles.tab}
          onClick={() => select(i, false)}
          onKeyDown={onKeyDown}
        >
          {sample.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Code samples in tabs (one per language), and more languages in a menu
 * whose samples load when one is chosen (they are not in the page's HTML).
 * The chosen language is shared by every sample and remembered across
 * pages; a "More" language chosen becomes a tab. All tab samples are in the
 * static HTML; without JavaScript they are shown one after another.
 */
export function CodeSamples({
  samples,
  more,
  title = "Request",
}: {
  samples: readonly CodeSampleView[];
  more?: MoreSamples;
  title?: string;
}) {
  const { language, setLanguage } = useCodeLanguage();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusTab = useRef<string | null>(null);
  const extra = more?.languages.find((l) => l.id === language) ?? null;
  const [loaded, retry] = useMoreSamples(more, extra !== null);
  const shown: readonly { id: string; label: string }[] = extra ? [...samples, extra] : samples;
  const selectedIndex = Math.max(
    0,
    shown.findIndex((s) => s.id === language),
  );
  useEffect(() => {
    if (focusTab.current === null) return;
    tabs.current[shown.findIndex((s) => s.id === focusTab.current)]?.focus();
    focusTab.current = null;
  });
  if (samples.length === 0) return null;

  const select = (index: number, focus: boolean) => {
    const i = (index + shown.length) % shown.length;
    setLanguage(shown[i].id);
    if (focus) tabs.current[i]?.focus();
  };

  const panel = (id: string, content: React.ReactNode, noscript: boolean) => (
    <div
      key={id}
      role="tabpanel"
      id={`${baseId}-panel-${id}`}
      aria-labelledby={`${baseId}-tab-${id}`}
      hidden={id !== shown[selectedIndex].id}
      data-noscript-reveal={noscript ? "" : undefined}
      data-code-language={id}
    >
      {content}
    </div>
  );

  return (
    <div className={styles.samples}>
      <div className={styles.bar}>
        <SampleTablist
          label={`${title} code samples`}
          items={shown}
          selectedIndex={selectedIndex}
          baseId={baseId}
          tabs={tabs}
          select={select}
        />
        {more && more.languages.length > 0 && (
          <MoreMenu
            more={more}
            language={language}
            choose={(id) => {
              focusTab.current = id;
              setLanguage(id);
            }}
          />
        )}
      </div>
      {samples.map((sample) =>
        panel(
          sample.id,
          <CodeBlock language={sample.prism} languageLabel={sample.languageLabel} title={`${title}: ${sample.label}`} html={sample.html} />,
          true,
        ),
      )}
      {extra && panel(extra.id, <MorePanel loaded={loaded} id={extra.id} label={extra.label} title={title} retry={retry} />, false)}
    </div>
  );
}
