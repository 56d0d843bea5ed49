import React, { createContext, useContext } from "react";
import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { createStoredValue, useBrowserStore } from "./browser-store";
import { ReactContextError } from "./react-context-error";

interface CodeLanguageContextValue {
  /** The reader's chosen code-sample language id, or null before one is chosen or read. */
  language: string | null;
  setLanguage: (id: string) => void;
}

const storedLanguage = createStoredValue(createStorageSlot(STORAGE_KEYS.codeSampleLanguage));
const setLanguage = (id: string) => storedLanguage.set(id);

/** Marks the part of the tree that may read the language. Its value never changes: the language itself is a browser store. */
const CodeLanguageContext = createContext(false);

/**
 * The code-sample language the reader picked, shared by every sample on
 * every page and remembered across visits (and tabs).
 */
export function CodeLanguageProvider({ children }: { children: React.ReactNode }) {
  return <CodeLanguageContext.Provider value>{children}</CodeLanguageContext.Provider>;
}

export function useCodeLanguage(): CodeLanguageContextValue {
  if (!useContext(CodeLanguageContext)) throw new ReactContextError("CodeLanguageProvider", "useCodeLanguage");
  return { language: useBrowserStore(storedLanguage, null), setLanguage };
}
