import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { coerceColorMode } from "../pre-paint/initial-state";
import { COLOR_MODES, type ColorMode } from "../pre-paint/pre-paint-input";
import { HTML_ATTRIBUTES, STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { ReactContextError } from "./react-context-error";

interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  disableSwitch: boolean;
}

const ColorModeContext = createContext<ColorModeContextValue | undefined>(undefined);
const themeStorage = createStorageSlot(STORAGE_KEYS.colorMode);

const coerce = (value: unknown, fallback: ColorMode): ColorMode => coerceColorMode(value, COLOR_MODES, fallback) as ColorMode;

function applyToDocument(mode: ColorMode): void {
  document.documentElement.setAttribute(HTML_ATTRIBUTES.colorMode, mode);
}

interface ColorModeProviderProps {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  children: React.ReactNode;
}

/**
 * Holds the colour mode. Server HTML and the hydration pass use the default;
 * the pre-paint script has already set `data-theme` on <html>, so the page
 * looks right from the first paint and React adopts that value after
 * hydration. The system colour scheme is deliberately not followed.
 */
export function ColorModeProvider({ defaultMode, disableSwitch, children }: ColorModeProviderProps) {
  const [colorMode, setColorModeState] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    setColorModeState(coerce(document.documentElement.getAttribute(HTML_ATTRIBUTES.colorMode), defaultMode));
  }, [defaultMode]);

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      if (disableSwitch) return;
      setColorModeState(mode);
      applyToDocument(mode);
      themeStorage.set(mode);
    },
    [disableSwitch],
  );

  // Another tab changed or cleared the stored theme: follow it. Cleared or
  // unknown values fall back to the default (light).
  useEffect(() => {
    if (disableSwitch) return undefined;
    return themeStorage.listen((newValue) => {
      const mode = coerce(newValue, defaultMode);
      setColorModeState(mode);
      applyToDocument(mode);
    });
  }, [defaultMode, disableSwitch]);

  const value = useMemo(() => ({ colorMode, setColorMode, disableSwitch }), [colorMode, setColorMode, disableSwitch]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and its setter. */
export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new ReactContextError("ColorModeProvider", "useColorMode");
  return context;
}
