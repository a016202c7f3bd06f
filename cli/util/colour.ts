/**
 * Colour values for the brand kit and the /brand page: one hex colour written as RGB and HSL,
 * and the WCAG 2.2 contrast ratio of two colours. Pure functions (templates import them too).
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rrggbb` or `#rgb` (any case) → 0–255 channels; throws on anything else. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

/** Hue in degrees, saturation and lightness in percent, each rounded to a whole number (as CSS authors write them). */
export function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: Math.round((h * 60 + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** The three ways the kit and the page write a colour, in CSS syntax. */
export function colourValues(hex: string): { hex: string; rgb: string; hsl: string } {
  const rgb = hexToRgb(hex);
  const { h, s, l } = rgbToHsl(rgb);
  return { hex: hex.toLowerCase(), rgb: `rgb(${rgb.r} ${rgb.g} ${rgb.b})`, hsl: `hsl(${h} ${s}% ${l}%)` };
}

/** WCAG 2.2 relative luminance (sRGB channels linearised with the 0.04045 threshold). */
export function relativeLuminance(hex: string): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (lighter + 0.05) / (darker + 0.05), 1–21, rounded down to 2 decimals so a pass is never overstated. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  return Math.floor(ratio * 100) / 100;
}

/**
 * What a ratio allows under WCAG 2.2 AA: body text needs 4.5:1 (1.4.3), large text (24 px, or
 * 18.66 px bold) and graphics such as a logo need 3:1 (1.4.3, 1.4.11); AAA body text 7:1 (1.4.6).
 */
export function contrastGrade(ratio: number): 'AAA' | 'AA' | 'AA large' | 'fails' {
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails';
}
