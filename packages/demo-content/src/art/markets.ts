import { hsl, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, type Scene } from "./canvas.ts";

/* Red for a rise and green for a fall, as Chinese market screens show them. */
const UP = "#F0433A";
const DOWN = "#1DB36B";

/** A walk of prices: a trend, a volatility and a few jumps of its own. */
function prices(c: Canvas, n: number): number[] {
  const drift = between(c, -0.02, 0.025);
  const vol = between(c, 0.01, 0.05);
  const out = [1];
  for (let i = 1; i < n; i++)
    out.push(
      out[i - 1]! *
        (1 + drift + (c.r.next() - 0.5) * vol * 2 + (c.r.next() < 0.04 ? between(c, -0.12, 0.12) : 0)),
    );
  return out;
}

/** A trading screen photographed at an angle: candles or a line over a grid, volume bars below. */
export const chart: Scene = (c) => {
  const dark = c.r.next() < 0.7;
  const bg = dark ? hsl(between(c, 200, 240), 0.3, between(c, 0.06, 0.14)) : hsl(210, 0.15, 0.96);
  const grid = dark ? "#FFFFFF" : "#203040";
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="${shade(bg, -0.3)}"/>`];
  const tilt = between(c, -6, 6);
  parts.push(
    `<g transform="rotate(${f(tilt)} ${f(c.w / 2)} ${f(c.h / 2)}) translate(${f(-c.w * 0.05)} ${f(-c.h * 0.05)}) scale(1.1)">`,
  );
  parts.push(`<rect width="${c.w}" height="${c.h}" fill="${bg}"/>`);
  for (let i = 1; i < 8; i++)
    parts.push(
      `<line x1="0" y1="${f((c.h * 0.75 * i) / 8)}" x2="${c.w}" y2="${f((c.h * 0.75 * i) / 8)}" stroke="${grid}" stroke-opacity="0.1"/>`,
    );
  const n = c.r.int(28, 70);
  const p = prices(c, n + 1);
  const lo = Math.min(...p) * 0.97;
  const hi = Math.max(...p) * 1.03;
  const y = (v: number) => c.h * 0.05 + ((hi - v) / (hi - lo)) * c.h * 0.62;
  const step = c.w / n;
  if (c.r.next() < 0.6) {
    for (let i = 0; i < n; i++) {
      const [o, cl] = [p[i]!, p[i + 1]!];
      const color = cl >= o ? UP : DOWN;
      const wick = Math.max(o, cl) * (1 + c.r.next() * 0.02);
      const low = Math.min(o, cl) * (1 - c.r.next() * 0.02);
      parts.push(
        `<line x1="${f(i * step + step / 2)}" y1="${f(y(wick))}" x2="${f(i * step + step / 2)}" y2="${f(y(low))}" stroke="${color}" stroke-width="1.5"/><rect x="${f(i * step + step * 0.15)}" y="${f(y(Math.max(o, cl)))}" width="${f(step * 0.7)}" height="${f(Math.max(1.5, Math.abs(y(o) - y(cl))))}" fill="${color}"/>`,
      );
    }
  } else {
    const line = p.map((v, i) => `${f(i * step)},${f(y(v))}`).join(" L");
    const color = p[n]! >= p[0]! ? UP : DOWN;
    parts.push(
      `<path d="M${line} L${c.w},${f(c.h * 0.7)} L0,${f(c.h * 0.7)} Z" fill="${linear(c, [
        [0, color, 0.35],
        [1, color, 0],
      ])}"/><path d="M${line}" stroke="${color}" stroke-width="3" fill="none"/>`,
    );
  }
  for (let i = 0; i < n; i++) {
    const vh = c.h * 0.2 * between(c, 0.15, 1);
    parts.push(
      `<rect x="${f(i * step + step * 0.15)}" y="${f(c.h * 0.95 - vh)}" width="${f(step * 0.7)}" height="${f(vh)}" fill="${p[i + 1]! >= p[i]! ? UP : DOWN}" opacity="0.6"/>`,
    );
  }
  parts.push("</g>");
  if (c.r.next() < 0.6) {
    const lights = Array.from(
      { length: 6 },
      () =>
        `<circle cx="${f(c.r.next() * c.w)}" cy="${f(c.h * between(c, 0.7, 1.1))}" r="${f(c.h * between(c, 0.05, 0.15))}" fill="${c.r.pick(["#FFC46B", "#FFFFFF", "#6FA8FF"])}" opacity="0.3"/>`,
    );
    parts.push(`<g ${blur(c, 12, c.h * 0.55, c.h)}>${lights.join("")}</g>`);
  }
  return parts.join("");
};

/** A wall of market quotes: rows of red and green blocks glowing in a dark hall. */
export const board: Scene = (c) => {
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="#06080C"/>`];
  const cols = c.r.int(4, 8);
  const rows = c.r.int(8, 16);
  const skew = between(c, -0.25, 0.25);
  const glow = blur(c, 1.2);
  parts.push(`<g transform="matrix(1 ${f(skew * 0.3)} 0 1 0 ${f(-skew * c.w * 0.15)})" ${glow}>`);
  const cw = c.w / cols;
  const rh = (c.h * 0.8) / rows;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const up = c.r.next() < between(c, 0.35, 0.7);
      const color = c.r.next() < 0.12 ? "#C8CDD2" : up ? UP : DOWN;
      const x = i * cw + cw * 0.06;
      const yy = c.h * 0.08 + j * rh;
      parts.push(
        `<rect x="${f(x)}" y="${f(yy + rh * 0.2)}" width="${f(cw * between(c, 0.2, 0.35))}" height="${f(rh * 0.5)}" fill="#C8CDD2" opacity="0.55"/><rect x="${f(x + cw * 0.45)}" y="${f(yy + rh * 0.2)}" width="${f(cw * between(c, 0.15, 0.45))}" height="${f(rh * 0.5)}" fill="${color}"/>`,
      );
    }
  parts.push("</g>");
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${linear(c, [
      [0, "#000", 0],
      [0.75, "#000", 0],
      [1, "#000", 0.8],
    ])}"/>`,
  );
  const people: string[] = [];
  for (let i = 0; i < c.r.int(0, 4); i++) {
    const x = c.w * between(c, 0.05, 0.95);
    const hh = c.h * between(c, 0.35, 0.55);
    people.push(
      `<rect x="${f(x - hh * 0.14)}" y="${f(c.h - hh * 0.8)}" width="${f(hh * 0.28)}" height="${f(hh)}" rx="${f(hh * 0.1)}"/><circle cx="${f(x)}" cy="${f(c.h - hh * 0.88)}" r="${f(hh * 0.1)}"/>`,
    );
  }
  if (people.length > 0) parts.push(`<g fill="#050608" ${blur(c, 4, c.h * 0.3, c.h)}>${people.join("")}</g>`);
  return parts.join("");
};
