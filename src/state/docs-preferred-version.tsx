import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
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

const DocsPreferredVersionContext = createContext<DocsPreferredVersionContextValue | undefined>(undefined);

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
  const storage = useMemo(() => createStorageSlot(docsPreferredVersionKey(pluginId)), [pluginId]);
  const [preferredName, setPreferredName] = useState<string | null>(null);

  useEffect(() => {
    const stored = storage.get();
    if (stored !== null && !versions.some((v) => v.name === stored)) {
      storage.del();
      setPreferredName(null);
      return;
    }
    setPreferredName(stored);
  }, [storage, versions]);

  const savePreferredVersion = useCallback(
    (name: string) => {
      storage.set(name);
      setPreferredName(name);
    },
    [storage],
  );

  const value = useMemo(
    () => ({
      versions,
      preferredVersion: versions.find((v) => v.name === preferredName) ?? null,
      savePreferredVersion,
    }),
    [versions, preferredName, savePreferredVersion],
  );
  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>;
}

export function useDocsPreferredVersion(): DocsPreferredVersionContextValue {
  const context = useContext(DocsPreferredVersionContext);
  if (!context) throw new ReactContextError("DocsPreferredVersionProvider", "useDocsPreferredVersion");
  return context;
}
