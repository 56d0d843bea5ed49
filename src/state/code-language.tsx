import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { ReactContextError } from "./react-context-error";

interface CodeLanguageContextValue {
  /** The reader's chosen code-sample language id, or null before one is chosen or read. */
  language: string | null;
  setLanguage: (id: string) => void;
}

const CodeLanguageContext = createContext<CodeLanguageContextValue | undefined>(undefined);
const languageStorage = createStorageSlot(STORAGE_KEYS.codeSampleLanguage);

/**
 * The code-sample language the reader picked, shared by every sample on
 * every page and remembered across visits (and tabs).
 */
export function CodeLanguageProvider({ children }: { children: React.ReactNode }) {
  const [language, setLanguageState] = useState<string | null>(null);
  useEffect(() => {
    setLanguageState(languageStorage.get());
    return languageStorage.listen(setLanguageState);
  }, []);
  const setLanguage = useCallback((id: string) => {
    setLanguageState(id);
    languageStorage.set(id);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <CodeLanguageContext.Provider value={value}>{children}</CodeLanguageContext.Provider>;
}

export function useCodeLanguage(): CodeLanguageContextValue {
  const context = useContext(CodeLanguageContext);
  if (!context) throw new ReactContextError("CodeLanguageProvider", "useCodeLanguage");
  return context;
}
