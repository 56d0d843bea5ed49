import React, { useRef } from "react";
import { copiedText } from "../../code/copy-text";
import { CopyButton } from "../CopyButton";
import { ShownWhenRead } from "../ShownWhenRead";
import * as styles from "./styles.module.css";

interface CodeBlockProps {
  /** Prism language id, as set by the build-time highlighter. */
  language: string;
  languageLabel: string;
  title?: string | null;
  /** Highlighted markup: React children (guides) or an HTML string (API pages). */
  children?: React.ReactNode;
  html?: string;
  /** What Copy copies, when it is not the text shown (a JSON answer with parts folded away). */
  copyText?: string;
  /**
   * The weight of its code in the search index (src/search/search-weights.ts), for code readers search
   * for (a guide's commands, its `docker-compose.yml`); without it the code is left out of the index.
   */
  searchWeight?: string;
}

/**
 * A highlighted code block with its language, an optional title and a copy
 * button. Highlighting happened at build time; this only presents it.
 */
export function CodeBlock({ language, languageLabel, title, children, html, copyText, searchWeight }: CodeBlockProps) {
  const codeRef = useRef<HTMLElement>(null);
  const code =
    html !== undefined ? (
      <code ref={codeRef} className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <code ref={codeRef} className={`language-${language}`}>
        {children}
      </code>
    );
  return (
    // Code is left out of the search index unless it says otherwise: readers search for words, and samples repeat on
    // every page. Shown once read whole: drawn before its copy button was read, the language label sat at the right
    // edge and then moved left; drawn from its first lines, the code moved as longer lines widened it.
    <ShownWhenRead
      className={`${styles.block} prism-code`}
      {...(searchWeight === undefined ? { "data-search-ignore": "" } : { "data-search-weight": searchWeight })}
    >
      {/* The twin's fence carries the title and the language in its info string (title="…"); the copy button is for people. */}
      <div className={styles.header} data-search-ignore="" data-markdown-ignore="">
        <span className={styles.title}>{title ?? languageLabel}</span>
        {title && <span className={styles.language}>{languageLabel}</span>}
        <CopyButton getText={() => copyText ?? copiedText(codeRef.current?.textContent ?? "", language)} />
      </div>
      {/* Scrollable code must be reachable by keyboard; a line longer than the block shades the edge it goes past (.scroll-cue in global.css). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={`${styles.pre} scroll-cue`} tabIndex={0}>
        {code}
      </pre>
    </ShownWhenRead>
  );
}
