import { navigate } from "gatsby";
import React from "react";
import { hashEditionHtml, isHashEdition } from "../../navigation/edition-address";
import { useAnnouncementBar } from "../../state/announcement-bar";
import { isRoutablePath } from "../../ui/Link";
import { CloseIcon } from "../../ui/icons";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import * as styles from "./styles.module.css";

/**
 * The optional bar above the navbar. Its HTML comes from site.config.ts;
 * site links inside it navigate without a full page load.
 */
export function AnnouncementBar() {
  const { config, isActive, close } = useAnnouncementBar();
  if (!config || !isActive) return null;

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!href || !isRoutablePath(href) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div
      className={styles.bar}
      role="region"
      aria-label="Announcement"
      data-announcement-bar=""
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {/* Shown once read whole: a centred line drawn before its link was read moved left when the link arrived. */}
      {/* Clicks are delegated to the links inside the configured HTML. */}
      <ShownWhenRead className={styles.content} onClick={onClick}>
        <div dangerouslySetInnerHTML={{ __html: isHashEdition() ? hashEditionHtml(config.content) : config.content }} />
      </ShownWhenRead>
      {config.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
