import React, { createContext, useCallback, useContext, useEffect, useMemo } from "react";
import { coerceColorMode } from "../pre-paint/initial-state";
import { COLOR_MODES, type ColorMode } from "../pre-paint/pre-paint-input";
import { HTML_ATTRIBUTES, STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";
import { type BrowserStore, createBrowserStore, useBrowserStore } from "./browser-store";
import { ReactContextError } from "./react-context-error";

interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  disableSwitch: boolean;
}

interface ColorModeSettings {
  store: BrowserStore<ColorMode>;
  defaultMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  disableSwitch: boolean;
}

const ColorModeContext = createContext<ColorModeSettings | undefined>(undefined);
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
 * Holds the colour mode. The mode itself is the `data-theme` attribute on
 * <html>: the pre-paint script sets it before the first paint, so the page
 * looks right at once, and components read it through a browser store
 * (server HTML and hydration use the default, then the attribute's value).
 * The system colour scheme is deliberately not followed.
 */
export function ColorModeProvider({ defaultMode, disableSwitch, children }: ColorModeProviderProps) {
  const store = useMemo(
    () => createBrowserStore(() => coerce(document.documentElement.getAttribute(HTML_ATTRIBUTES.colorMode), defaultMode)),
    [defaultMode],
  );

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      if (disableSwitch) return;
      applyToDocument(mode);
      themeStorage.set(mode);
      store.notify();
    },
    [disableSwitch, store],
  );

  // Another tab changed or cleared the stored theme: follow it. Cleared or
  // unknown values fall back to the default (light).
  useEffect(() => {
    if (disableSwitch) return undefined;
    return themeStorage.listen((newValue) => {
      applyToDocument(coerce(newValue, defaultMode));
      store.notify();
    });
  }, [defaultMode, disableSwitch, store]);

  const value = useMemo(() => ({ store, defaultMode, setColorMode, disableSwitch }), [store, defaultMode, setColorMode, disableSwitch]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and its setter. */
export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new ReactContextError("ColorModeProvider", "useColorMode");
  const colorMode = useBrowserStore(context.store, context.defaultMode);
  return { colorMode, setColorMode: context.setColorMode, disableSwitch: context.disableSwitch };
}
