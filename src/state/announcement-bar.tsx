import React, { createContext, useContext, useEffect, useMemo } from "react";
import type { SiteConfig } from "../config/site-config.types";
import { reconcileAnnouncement } from "../pre-paint/initial-state";
import { LEGACY_ANNOUNCEMENT_IDS, STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { type BrowserStore, createBrowserStore, useBrowserStore } from "./browser-store";
import { ReactContextError } from "./react-context-error";

type AnnouncementBarConfig = NonNullable<SiteConfig["announcementBar"]>;

interface AnnouncementBarContextValue {
  config: AnnouncementBarConfig | undefined;
  /** True while the bar should be on screen. */
  isActive: boolean;
  close: () => void;
}

interface AnnouncementBarState {
  config: AnnouncementBarConfig | undefined;
  dismissed: BrowserStore<boolean>;
  close: () => void;
}

const AnnouncementBarContext = createContext<AnnouncementBarState | undefined>(undefined);
const idStorage = createStorageSlot(STORAGE_KEYS.announcementId);
const dismissedStorage = createStorageSlot(STORAGE_KEYS.announcementDismissed);

const storedState = (configuredId: string) =>
  reconcileAnnouncement({ id: idStorage.get(), dismissed: dismissedStorage.get() }, configuredId, LEGACY_ANNOUNCEMENT_IDS);

/**
 * Shows the configured announcement until the reader closes it. The
 * dismissal is stored with the bar's id, so configuring a new id shows the
 * bar again. Server HTML always contains the bar; a CSS rule keyed on the
 * attribute set by the pre-paint script hides it before first paint for
 * readers who dismissed it, so the layout never shifts.
 */
export function AnnouncementBarProvider({ config, children }: { config: AnnouncementBarConfig | undefined; children: React.ReactNode }) {
  const value = useMemo<AnnouncementBarState>(() => {
    // Closed in this tab: kept in memory too, so closing works when storage is blocked.
    let closedHere = false;
    const dismissed = createBrowserStore(
      () => closedHere || (config ? storedState(config.id).dismissed : false),
      (changed) => dismissedStorage.listen(changed),
    );
    const close = () => {
      closedHere = true;
      dismissedStorage.set("true");
      if (config) idStorage.set(config.id);
      dismissed.notify();
    };
    return { config, dismissed, close };
  }, [config]);

  // A new bar id resets the dismissal, and a legacy id is rewritten to its current spelling.
  useEffect(() => {
    if (!config) return;
    const state = storedState(config.id);
    if (state.rewrite) {
      idStorage.set(state.id);
      dismissedStorage.set(String(state.dismissed));
    }
  }, [config]);

  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarContextValue {
  const context = useContext(AnnouncementBarContext);
  if (!context) throw new ReactContextError("AnnouncementBarProvider", "useAnnouncementBar");
  const dismissed = useBrowserStore(context.dismissed, false);
  return { config: context.config, isActive: Boolean(context.config) && !dismissed, close: context.close };
}
