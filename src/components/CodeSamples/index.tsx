import React, { useId, useRef } from "react";
import { useCodeLanguage } from "../../state/code-language";
import { CodeBlock } from "../CodeBlock";
import { shownSampleIndex } from "./shown-sample";
import * as styles from "./styles.module.css";

export interface CodeSampleView {
  id: string;
  label: string;
  prism: string;
  /** Made at build time with the highlighter, which stays out of the page's JavaScript. */
  languageLabel: string;
  html: string;
  /** Generated from the request (not hand-written), so it can follow the API console's inputs. */
  live: boolean;
}

/**
 * Code samples in tabs (one per language). The chosen language is shared
 * by every sample and remembered across pages. All samples are in the
 * static HTML; without JavaScript they are shown one after another.
 */
export function CodeSamples({ samples, title = "Request" }: { samples: readonly CodeSampleView[]; title?: string }) {
  const { language, setLanguage } = useCodeLanguage();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (samples.length === 0) return null;
  const selectedIndex = shownSampleIndex(samples, language);

  const select = (index: number, focus: boolean) => {
    const sample = samples[(index + samples.length) % samples.length];
    setLanguage(sample.id);
    if (focus) tabs.current[(index + samples.length) % samples.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: samples.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key], true);
    }
  };

  return (
    <div className={styles.samples}>
      <div role="tablist" aria-label={`${title} code samples`} className={styles.tablist} data-js-only="">
        {samples.map((sample, i) => (
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
      {samples.map((sample, i) => (
        <div
          key={sample.id}
          role="tabpanel"
          id={`${baseId}-panel-${sample.id}`}
          aria-labelledby={`${baseId}-tab-${sample.id}`}
          hidden={i !== selectedIndex}
          data-noscript-reveal=""
          data-code-language={sample.id}
        >
          <CodeBlock language={sample.prism} languageLabel={sample.languageLabel} title={`${title}: ${sample.label}`} html={sample.html} />
        </div>
      ))}
    </div>
  );
}
