import type { SiteConfig } from "../config/site-config.types";
import {
  CONSOLE_ADDRESS_PARAM,
  CONSOLE_OPENING_REVEAL_MS,
  HTML_ATTRIBUTES,
  LEGACY_ANNOUNCEMENT_IDS,
  SEARCH_BUTTON_ATTRIBUTE,
  STORAGE_KEYS,
} from "../shell-constants";
import type { PrePaintInput } from "./initial-state";

export const COLOR_MODES = ["light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What the pre-paint script needs to know, derived from the site configuration and shared constants. */
export function createPrePaintInput(config: Pick<SiteConfig, "colorMode" | "announcementBar">): PrePaintInput {
  return {
    colorMode: {
      storageKey: STORAGE_KEYS.colorMode,
      attribute: HTML_ATTRIBUTES.colorMode,
      modes: COLOR_MODES,
      defaultMode: config.colorMode.defaultMode,
      disableSwitch: config.colorMode.disableSwitch,
    },
    announcement: config.announcementBar
      ? {
          id: config.announcementBar.id,
          idKey: STORAGE_KEYS.announcementId,
          dismissedKey: STORAGE_KEYS.announcementDismissed,
          attribute: HTML_ATTRIBUTES.announcementDismissed,
          legacyIds: LEGACY_ANNOUNCEMENT_IDS,
        }
      : null,
    consoleOpening: { param: CONSOLE_ADDRESS_PARAM, attribute: HTML_ATTRIBUTES.consoleOpening, revealAfterMs: CONSOLE_OPENING_REVEAL_MS },
    earlySearch: {
      buttonAttribute: SEARCH_BUTTON_ATTRIBUTE,
      wantedAttribute: HTML_ATTRIBUTES.searchWanted,
      readyAttribute: HTML_ATTRIBUTES.searchReady,
    },
  };
}
