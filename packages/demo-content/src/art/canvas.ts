import type { Random } from "../random.ts";

/** One picture being drawn: its size, its random source and the `<defs>` it collects. */
export type Canvas = { w: number; h: number; r: Random; defs: string[]; next: number };

/** Draws one scene's elements over the whole canvas. */
export type Scene = (c: Canvas) => string;

/** A gradient stop: offset (0 to 1), colour, opacity. */
export type Stop = readonly [number, string, number?];

export const f = (v: number) => String(Math.round(v * 10) / 10);

export type Pt = readonly [number, number];
/** The `points` attribute of a polygon. */
export const poly = (pts: readonly Pt[]) => pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

const id = (c: Canvas, prefix: string) => `${prefix}${c.next++}`;

const stops = (list: readonly Stop[]) =>
  list
    .map(([o, color, op]) => `<stop offset="${f(o)}" stop-color="${color}" stop-opacity="${op ?? 1}"/>`)
    .join("");

/** A linear gradient over the filled shape's box, top to bottom unless told. */
export function linear(c: Canvas, list: readonly Stop[], dir: readonly number[] = [0, 0, 0, 1]): string {
  const name = id(c, "l");
  const [x1, y1, x2, y2] = dir;
  c.defs.push(
    `<linearGradient id="${name}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
  );
  return `url(#${name})`;
}

/** A radial gradient over the shape's box, centred at (cx, cy) in box fractions. */
export function radial(c: Canvas, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const name = id(c, "r");
  c.defs.push(
    `<radialGradient id="${name}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`,
  );
  return `url(#${name})`;
}

/**
 * A Gaussian blur, as an attribute: depth of field, haze and soft light. Its region is the band of
 * the canvas from `top` to `bottom`, whatever the element's size: librsvg's blur costs a pass over
 * the whole region, most of a picture's rendering time, so callers blur one group of many elements
 * and name the band it lies in.
 */
export function blur(c: Canvas, sd: number, top = 0, bottom = c.h): string {
  const name = id(c, "b");
  const y = Math.max(0, top - sd * 3);
  const height = Math.min(c.h, bottom + sd * 3) - y;
  c.defs.push(
    `<filter id="${name}" filterUnits="userSpaceOnUse" x="0" y="${f(y)}" width="${c.w}" height="${f(height)}"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
  );
  return `filter="url(#${name})"`;
}

/** A ridge line from left to right (midpoint displacement), closed down to `bottom`: hills, waves. */
export function ridge(c: Canvas, baseY: number, amp: number, rough: number, bottom = c.h): string {
  const n = 64;
  const ys = new Array<number>(n + 1).fill(baseY);
  ys[0] = baseY + (c.r.next() - 0.5) * amp;
  ys[n] = baseY + (c.r.next() - 0.5) * amp;
  const split = (a: number, b: number, spread: number) => {
    if (b - a < 2) return;
    const m = (a + b) >> 1;
    ys[m] = (ys[a]! + ys[b]!) / 2 + (c.r.next() - 0.5) * spread;
    split(a, m, spread * rough);
    split(m, b, spread * rough);
  };
  split(0, n, amp);
  const step = (c.w + 40) / n;
  const pts = ys.map((y, i) => `${f(i * step - 20)},${f(y)}`).join(" L");
  return `M-20,${f(bottom)} L${pts} L${f(c.w + 20)},${f(bottom)} Z`;
}

/** `n` values from `lo` to `hi`, each nudged by up to `jitter` of a step. */
export function spread(c: Canvas, n: number, lo: number, hi: number, jitter = 0.3): number[] {
  const step = (hi - lo) / Math.max(1, n - 1);
  return Array.from({ length: n }, (_, i) => lo + i * step + (c.r.next() - 0.5) * step * jitter);
}

/** A random number between lo and hi. */
export const between = (c: Canvas, lo: number, hi: number) => lo + c.r.next() * (hi - lo);
