import { type PrismTheme, themes } from "prism-react-renderer";
import { HTML_ATTRIBUTES } from "../shell-constants";
import { blend, ensureContrast } from "./contrast";

/** The themes code blocks use in each colour mode. */
export const CODE_THEMES = { light: themes.github, dark: themes.vsDark } as const;
export const CODE_ACCENTS = { light: "#1450ad", dark: "#8cb6ff" } as const;

/** Minimum contrast of highlighted text against the code background (WCAG AA). */
export const CODE_MIN_CONTRAST = 4.5;

/** Background of lines marked in a code block ({2-4}): the accent colour, faintly, over the theme's background. */
export function highlightedLineBackground(theme: PrismTheme, accent: string): string {
  return blend(accent, theme.plain.backgroundColor ?? "#ffffff", 0.12);
}

const ACCENTS = CODE_ACCENTS;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function themeRules(theme: PrismTheme, scope: string, accent: string): string[] {
  const background = theme.plain.backgroundColor ?? "#ffffff";
  const marked = highlightedLineBackground(theme, accent);
  // Text must stay readable on the plain background and on marked lines.
  const readable = (color: string) => ensureContrast(ensureContrast(color, background, CODE_MIN_CONTRAST), marked, CODE_MIN_CONTRAST);
  const rules = [
    `${scope} .prism-code{color:${readable(theme.plain.color ?? "#000000")};background-color:${background};--scroll-cue-bg:${background}}`,
    `${scope} .prism-code .code-line.highlighted{background-color:${marked};box-shadow:inset 3px 0 0 ${accent}}`,
  ];
  for (const { types, languages, style } of theme.styles) {
    const declarations = Object.entries(style)
      .map(([property, value]) => (property === "color" ? `color:${readable(String(value))}` : `${kebab(property)}:${String(value)}`))
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
  const light = themeRules(CODE_THEMES.light, `html:not([${HTML_ATTRIBUTES.colorMode}="dark"])`, ACCENTS.light);
  const dark = themeRules(CODE_THEMES.dark, `html[${HTML_ATTRIBUTES.colorMode}="dark"]`, ACCENTS.dark);
  return [...light, ...dark].join("\n");
}
