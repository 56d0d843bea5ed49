/** Parses #rgb, #rrggbb or rgb()/rgba() (alpha ignored) into 0-255 channels. */
export function parseColor(color: string): [number, number, number] | null {
  const text = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(text);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `foreground` laid over `background` at `alpha` opacity, as #hex. */
export function blend(foreground: string, background: string, alpha: number): string {
  const fg = parseColor(foreground) ?? [0, 0, 0];
  const bg = parseColor(background) ?? [255, 255, 255];
  return toHex(fg.map((c, i) => c * alpha + bg[i] * (1 - alpha)));
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (#hex or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseColor(a) ?? [0, 0, 0]);
  const lb = luminance(parseColor(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Moves `color` towards black or white (whichever contrasts with the
 * background) in small steps until it reaches `minimum` contrast, keeping
 * its hue as far as possible. Colours that pass are returned unchanged (as #hex);
 * colours it cannot parse are returned as given.
 */
export function ensureContrast(color: string, background: string, minimum = 4.5): string {
  const rgb = parseColor(color);
  const bg = parseColor(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(color, background) >= minimum) return toHex(rgb);
  const target = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 40; step++) {
    const t = step / 40;
    const mixed = rgb.map((c, i) => c + (target[i] - c) * t);
    const hex = toHex(mixed);
    if (contrastRatio(hex, background) >= minimum) return hex;
  }
  return toHex(target);
}
