import { type PrismTheme, themes } from "prism-react-renderer";
import { HTML_ATTRIBUTES } from "../shell-constants";
import { ensureContrast } from "./contrast";

/** The themes code blocks use in each colour mode. */
export const CODE_THEMES = { light: themes.github, dark: themes.vsDark } as const;

/** Minimum contrast of highlighted text against the code background (WCAG AA). */
export const CODE_MIN_CONTRAST = 4.5;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function themeRules(theme: PrismTheme, scope: string): string[] {
  const background = theme.plain.backgroundColor ?? "#ffffff";
  const rules = [
    `${scope} .prism-code{color:${ensureContrast(theme.plain.color ?? "#000000", background, CODE_MIN_CONTRAST)};background-color:${background}}`,
  ];
  for (const { types, languages, style } of theme.styles) {
    const declarations = Object.entries(style)
      .map(([property, value]) =>
        property === "color"
          ? `color:${ensureContrast(String(value), background, CODE_MIN_CONTRAST)}`
          : `${kebab(property)}:${String(value)}`,
      )
      .join(";");
    const tokens = types.map((t) => `.token.${t}`);
    const selectors = (
      languages && languages.length > 0
        ? languages.flatMap((lang) => tokens.map((t) => `${scope} .language-${lang} ${t}`))
        : tokens.map((t) => `${scope} .prism-code ${t}`)
    ).join(",");
    rules.push(`${selectors}{${declarations}}`);
  }
  return rules;
}

/**
 * CSS for highlighted code in both colour modes, derived from
 * prism-react-renderer's themes. Token colours that would fall below WCAG AA
 * contrast on the theme's background are adjusted towards it.
 */
export function createCodeThemeCss(): string {
  const light = themeRules(CODE_THEMES.light, `html:not([${HTML_ATTRIBUTES.colorMode}="dark"])`);
  const dark = themeRules(CODE_THEMES.dark, `html[${HTML_ATTRIBUTES.colorMode}="dark"]`);
  return [...light, ...dark].join("\n");
}
