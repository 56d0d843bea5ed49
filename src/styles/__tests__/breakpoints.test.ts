import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DESKTOP_BREAKPOINT_PX } from "../../shell-constants";
import { DESKTOP_MEDIA_QUERY } from "../../state/window-size";

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return name.endsWith(".css") ? [full] : [];
  });
}

describe("mobile/desktop breakpoint", () => {
  it("is 996 px: mobile up to 996, desktop from 997", () => {
    expect(DESKTOP_MEDIA_QUERY).toBe("(min-width: 997px)");
  });

  it("is the only width the stylesheets switch layout at", () => {
    const src = path.resolve(__dirname, "../..");
    const widths = cssFiles(src).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/@media[^{]*\((max|min)-width:\s*(\d+)px\)/g)].map((m) => ({
        file,
        kind: m[1],
        px: Number(m[2]),
      })),
    );
    expect(widths.length).toBeGreaterThan(3);
    for (const { kind, px, file } of widths) {
      // 1280px is the code-column layout of API pages, which only exists on desktop.
      const allowed = kind === "max" ? [DESKTOP_BREAKPOINT_PX] : [DESKTOP_BREAKPOINT_PX + 1, 1280];
      expect({ file: path.relative(src, file), kind, px, ok: allowed.includes(px) }).toMatchObject({ ok: true });
    }
  });
});
