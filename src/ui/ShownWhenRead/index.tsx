import * as React from "react";
import { classNames } from "../class-names";
import * as styles from "./styles.module.css";

/**
 * A box that stays invisible until the browser has read all of it: for
 * content whose layout depends on the whole of it, such as a table, whose
 * columns are as wide as what its rows hold. A browser that paints while the
 * page's HTML is still arriving (a slow network, a busy processor) would
 * otherwise draw a table from its first rows and move its cells when the rest
 * arrived: a layout shift under the reader's eyes.
 *
 * The empty mark at the end tells CSS the box has been read. No script takes
 * part, so it works before hydration and with scripts off; a browser without
 * `:has()` shows the box at once, as before.
 */
export function ShownWhenRead({ className, children, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={classNames(styles.box, className)} {...props}>
      {children}
      <span className={styles.readMark} hidden />
    </div>
  );
}
