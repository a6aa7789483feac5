/** An sRGB colour as three channels of 0-255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

/** `#RRGGBB` to channels; anything else is null. */
export function parseHex(hex: string): Rgb | null {
  const match = HEX.exec(hex);
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `weight` of `a` mixed with the rest of `b`, channel by channel in sRGB, rounded as CSS would show it. */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(a[i] * weight + b[i] * (1 - weight));
  return [channel(0), channel(1), channel(2)];
}
