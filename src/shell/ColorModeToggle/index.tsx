import { useColorMode } from "../../state/color-mode";
import { useIsBrowser } from "../../state/is-browser";
import { MoonIcon, SunIcon } from "../../ui/icons";
import * as styles from "./styles.module.css";
import { classNames } from "../../ui/class-names";

/** Label announced for the toggle, naming the current mode. */
export const colorModeToggleLabel = (mode: "light" | "dark") => `Switch between dark and light mode (currently ${mode} mode)`;

/**
 * Switches light/dark. Disabled until the page has hydrated: before that a
 * click could not be handled. Both icons are in the HTML and CSS shows the
 * one for the theme on <html>, so the icon is right even before hydration.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode, disableSwitch } = useColorMode();
  const isBrowser = useIsBrowser();
  if (disableSwitch) return null;
  const label = colorModeToggleLabel(colorMode);
  return (
    <button
      type="button"
      className={classNames(styles.toggle, className)}
      onClick={() => setColorMode(colorMode === "dark" ? "light" : "dark")}
      disabled={!isBrowser}
      title={label}
      aria-label={label}
      aria-live="polite"
    >
      <SunIcon className={styles.lightIcon} />
      <MoonIcon className={styles.darkIcon} />
    </button>
  );
}
