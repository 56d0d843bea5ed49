import { contrastRatio, ensureContrast } from "../contrast";
import { CODE_ACCENTS, CODE_MIN_CONTRAST, CODE_THEMES, createCodeThemeCss, highlightedLineBackground } from "../prism-theme-css";

describe("code themes", () => {
  it("meets WCAG AA contrast for every token colour in both colour modes, on plain and on marked lines", () => {
    const css = createCodeThemeCss();
    for (const [mode, theme] of Object.entries(CODE_THEMES)) {
      const background = theme.plain.backgroundColor ?? "#ffffff";
      const scope = mode === "dark" ? 'html[data-theme="dark"]' : 'html:not([data-theme="dark"])';
      const colours = css
        .split("\n")
        .filter((rule) => rule.startsWith(scope))
        .flatMap((rule) => [...rule.matchAll(/(?:^|[;{])color:([^;}]+)/gi)].map((m) => m[1]));
      expect(colours.length).toBeGreaterThan(5);
      for (const colour of colours) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(CODE_MIN_CONTRAST);
        const marked = highlightedLineBackground(theme, CODE_ACCENTS[mode as keyof typeof CODE_ACCENTS]);
        expect(contrastRatio(colour, marked)).toBeGreaterThanOrEqual(CODE_MIN_CONTRAST);
      }
    }
  });

  it("scopes the light theme so it never leaks into dark mode", () => {
    expect(createCodeThemeCss()).not.toMatch(/^html \.prism-code/m);
  });

  it("only adjusts colours that fail", () => {
    expect(ensureContrast("#000000", "#ffffff")).toBe("#000000");
    const fixed = ensureContrast("#999988", "#f6f8fa");
    expect(contrastRatio(fixed, "#f6f8fa")).toBeGreaterThanOrEqual(4.5);
  });
});
