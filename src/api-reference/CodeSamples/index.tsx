import React, { useId, useMemo, useRef } from "react";
import { withoutHighlighting } from "../../code/token-html";
import { HydrationBoundary } from "../../rendering/hydration";
import { useCodeLanguage } from "../../state/code-language";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { createChunkComponent } from "../../ui/ChunkLoader";
import { CodeBlock } from "../../ui/CodeBlock";
import { DisclosureMenu, disclosureItemClass } from "../../ui/DisclosureMenu";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import type { MoreSamplePanelProps } from "./MoreSamplePanel";
import type { CodeSampleView, SampleRewrite } from "./sample-view";
import { shownSampleIndex } from "./shown-sample";
import * as styles from "./styles.module.css";

export type { CodeSampleView, SampleRewrite } from "./sample-view";

/** Languages offered in the "More" menu, and the file (a list of {@link CodeSampleView}) their samples load from. */
export interface MoreSamples {
  languages: readonly { id: string; label: string }[];
  src: string;
}

/** The sample of a "More" language: a chunk of its own, loaded (with the samples file) when such a language is chosen. */
const MoreSamplePanel = createChunkComponent<MoreSamplePanelProps>(() => import("./MoreSamplePanel"), "Code sample");

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
      {(close) => (
        <ul>
          {more.languages.map((l) => (
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
          ))}
        </ul>
      )}
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

interface CodeSamplesProps {
  samples: readonly CodeSampleView[];
  more?: MoreSamples;
  /** Set while the API console is open: the samples are written again for its inputs. */
  rewrite?: SampleRewrite | null;
  title?: string;
}

/**
 * Code samples in tabs (one per language), and more languages in a menu
 * whose samples load when one is chosen (they are not in the page's HTML);
 * while the API console is open, both follow its inputs (`rewrite`).
 * The chosen language is shared by every sample and remembered across
 * pages; a "More" language chosen becomes a tab. All tab samples are in the
 * static HTML; without JavaScript they are shown one after another.
 */
export function CodeSamples(props: CodeSamplesProps) {
  if (props.samples.length === 0) return null;
  // The samples are much of an API page's hydration: they hydrate after the rest, or first when used.
  return (
    <HydrationBoundary name={`samples-${props.title ?? "Request"}`}>
      <CodeSamplesBody {...props} />
    </HydrationBoundary>
  );
}

function CodeSamplesBody({ samples: built, more, rewrite = null, title = "Request" }: CodeSamplesProps) {
  const samples = useMemo(() => (rewrite ? rewrite(built) : built), [rewrite, built]);
  const { language, setLanguage } = useCodeLanguage();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusTab = useRef<string | null>(null);
  const extra = more?.languages.find((l) => l.id === language) ?? null;
  const shown: readonly { id: string; label: string }[] = extra ? [...samples, extra] : samples;
  const selectedIndex = shownSampleIndex(shown, language);
  // A language chosen in the More menu: its tab takes the focus with the render that shows it.
  useIsomorphicLayoutEffect(() => {
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
      {/* Shown once read whole: painted before the More menu was read, the tabs took its room, then one wrapped. */}
      <ShownWhenRead className={styles.bar}>
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
      </ShownWhenRead>
      {samples.map((sample) =>
        panel(
          sample.id,
          <CodeBlock
            language={sample.prism}
            languageLabel={sample.languageLabel}
            title={`${title}: ${sample.label}`}
            // A tab out of sight holds its code as plain text, highlighted once it is chosen: a sample of nine
            // languages was some 650 elements of an API page's HTML, and the highlighting is in the page's data.
            html={sample.id === shown[selectedIndex].id ? sample.html : withoutHighlighting(sample.html)}
          />,
          true,
        ),
      )}
      {more &&
        extra &&
        panel(extra.id, <MoreSamplePanel src={more.src} id={extra.id} label={extra.label} title={title} rewrite={rewrite} />, false)}
    </div>
  );
}
