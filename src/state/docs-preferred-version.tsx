import React, { createContext, useContext, useEffect, useMemo } from "react";
import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { createStoredValue, type StoredValue, useBrowserStore } from "./browser-store";
import { ReactContextError } from "./react-context-error";

export interface DocsVersion {
  name: string;
  label: string;
  /** Path of the version's main doc. */
  path: string;
}

interface DocsPreferredVersionContextValue {
  versions: readonly DocsVersion[];
  /** The reader's stored choice, or null when none (or not yet read). */
  preferredVersion: DocsVersion | null;
  savePreferredVersion: (name: string) => void;
}

interface DocsPreferredVersionState {
  versions: readonly DocsVersion[];
  stored: StoredValue;
  savePreferredVersion: (name: string) => void;
}

const DocsPreferredVersionContext = createContext<DocsPreferredVersionState | undefined>(undefined);

/** Storage key for one docs plugin's preferred version: `docs-preferred-version-<pluginId>`. */
export const docsPreferredVersionKey = (pluginId: string) => `${STORAGE_KEYS.docsPreferredVersionPrefix}${pluginId}`;

/**
 * Remembers which docs version the reader chose. A stored name that matches
 * no known version (a removed version, garbage) is cleared on load.
 */
export function DocsPreferredVersionProvider({
  pluginId,
  versions,
  children,
}: {
  pluginId: string;
  versions: readonly DocsVersion[];
  children: React.ReactNode;
}) {
  const value = useMemo<DocsPreferredVersionState>(() => {
    const stored = createStoredValue(createStorageSlot(docsPreferredVersionKey(pluginId)));
    return { versions, stored, savePreferredVersion: (name) => stored.set(name) };
  }, [pluginId, versions]);

  useEffect(() => {
    const name = value.stored.get();
    if (name !== null && !versions.some((v) => v.name === name)) value.stored.set(null);
  }, [value, versions]);

  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>;
}

export function useDocsPreferredVersion(): DocsPreferredVersionContextValue {
  const context = useContext(DocsPreferredVersionContext);
  if (!context) throw new ReactContextError("DocsPreferredVersionProvider", "useDocsPreferredVersion");
  const name = useBrowserStore(context.stored, null);
  const { versions, savePreferredVersion } = context;
  return { versions, preferredVersion: versions.find((v) => v.name === name) ?? null, savePreferredVersion };
}
