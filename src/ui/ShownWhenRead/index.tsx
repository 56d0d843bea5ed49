import * as React from "react";
import { classNames } from "../class-names";
import * as styles from "./styles.module.css";

interface ShownWhenReadProps extends React.HTMLAttributes<HTMLElement> {
  /** The element it is: a box (default), a list item, a paragraph or the page's main content. */
  as?: "div" | "li" | "p" | "main";
  /** An id for the read mark, for a box whose end others need to find (the main content's, MAIN_END_ID). */
  readMarkId?: string;
}

/**
 * A box that stays invisible until the browser has read all of it: for
 * content whose layout depends on the whole of it. A table's columns are as
 * wide as what its rows hold; a row of items pushed to its ends, or aligned
 * on their baselines or centres, places each item by the ones after it. A
 * browser that paints while the page's HTML is still arriving (a slow
 * network, a busy processor) would draw such a box from its first part and
 * move what it had drawn when the rest arrived: a layout shift under the
 * reader's eyes. Invisible, the box still takes its room, and an invisible
 * box that moves is no layout shift.
 *
 * The empty mark at the end tells CSS the box has been read. No script takes
 * part, so it works before hydration and with scripts off; a browser without
 * `:has()` shows the box at once, as before.
 */
export function ShownWhenRead({ as: Element = "div", readMarkId, className, children, ...props }: ShownWhenReadProps) {
  return (
    <Element className={classNames(styles.box, className)} {...props}>
      {children}
      <span id={readMarkId} className={styles.readMark} hidden />
    </Element>
  );
}
