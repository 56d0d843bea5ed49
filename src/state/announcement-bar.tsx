import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { SiteConfig } from "../config/site-config.types";
import { reconcileAnnouncement } from "../pre-paint/initial-state";
import { LEGACY_ANNOUNCEMENT_IDS, STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { ReactContextError } from "./react-context-error";

type AnnouncementBarConfig = NonNullable<SiteConfig["announcementBar"]>;

interface AnnouncementBarContextValue {
  config: AnnouncementBarConfig | undefined;
  /** True while the bar should be on screen. */
  isActive: boolean;
  close: () => void;
}

const AnnouncementBarContext = createContext<AnnouncementBarContextValue | undefined>(undefined);
const idStorage = createStorageSlot(STORAGE_KEYS.announcementId);
const dismissedStorage = createStorageSlot(STORAGE_KEYS.announcementDismissed);

/**
 * Shows the configured announcement until the reader closes it. The
 * dismissal is stored with the bar's id, so configuring a new id shows the
 * bar again. Server HTML always contains the bar; a CSS rule keyed on the
 * attribute set by the pre-paint script hides it before first paint for
 * readers who dismissed it, so the layout never shifts.
 */
export function AnnouncementBarProvider({ config, children }: { config: AnnouncementBarConfig | undefined; children: React.ReactNode }) {
  const [isClosed, setClosed] = useState(false);

  useEffect(() => {
    if (!config) return;
    const state = reconcileAnnouncement({ id: idStorage.get(), dismissed: dismissedStorage.get() }, config.id, LEGACY_ANNOUNCEMENT_IDS);
    if (state.rewrite) {
      idStorage.set(state.id);
      dismissedStorage.set(String(state.dismissed));
    }
    setClosed(state.dismissed);
  }, [config]);

  const close = useCallback(() => {
    dismissedStorage.set("true");
    if (config) idStorage.set(config.id);
    setClosed(true);
  }, [config]);

  const value = useMemo(() => ({ config, isActive: Boolean(config) && !isClosed, close }), [config, isClosed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarContextValue {
  const context = useContext(AnnouncementBarContext);
  if (!context) throw new ReactContextError("AnnouncementBarProvider", "useAnnouncementBar");
  return context;
}
