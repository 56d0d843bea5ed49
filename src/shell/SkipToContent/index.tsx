import React from "react";
import { MAIN_CONTENT_ID } from "../../shell-constants";
import * as styles from "./styles.module.css";

/**
 * First tab stop of every page. Moves keyboard focus to the main content
 * (without changing the URL); without JavaScript the plain #anchor works.
 * A plain #anchor in the hash-routed edition too: it never changes the
 * address there either, and assistive technology knows it as a skip link.
 */
export function SkipToContent() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a className={styles.skipToContent} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
