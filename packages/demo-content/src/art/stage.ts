import { hsl } from "../color.ts";
import { between, blur, f, linear, type Scene } from "./canvas.ts";

/** A stage from the stalls: beams of coloured light through haze, performers, heads in front. */
export const stage: Scene = (c) => {
  const hue = between(c, 0, 360);
  const floorY = c.h * between(c, 0.62, 0.75);
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${linear(c, [
      [0, hsl(hue, 0.4, 0.06)],
      [1, hsl(hue, 0.3, 0.14)],
    ])}"/>`,
    `<rect y="${f(floorY)}" width="${c.w}" height="${f(c.h - floorY)}" fill="${hsl(hue + 20, 0.25, 0.2)}"/>`,
  ];
  const beams: string[] = [];
  for (let i = 0; i < c.r.int(3, 6); i++) {
    const top = c.w * between(c, 0, 1);
    const foot = c.w * between(c, 0.15, 0.85);
    const spread = c.w * between(c, 0.05, 0.12);
    const color = hsl(hue + between(c, -60, 60), 0.8, 0.7);
    beams.push(
      `<polygon points="${f(top - 6)},0 ${f(top + 6)},0 ${f(foot + spread)},${f(floorY)} ${f(foot - spread)},${f(floorY)}" fill="${color}" opacity="0.28"/><ellipse cx="${f(foot)}" cy="${f(floorY)}" rx="${f(spread * 1.3)}" ry="${f(c.h * 0.03)}" fill="${color}" opacity="0.5"/>`,
    );
  }
  parts.push(`<g ${blur(c, 6)}>${beams.join("")}</g>`);
  const players = c.r.int(1, 5);
  for (let i = 0; i < players; i++) {
    const x = c.w * (0.2 + (0.6 * (i + 0.5)) / players) + between(c, -20, 20);
    const hh = c.h * between(c, 0.2, 0.3);
    parts.push(
      `<g fill="#0A0A10"><rect x="${f(x - hh * 0.12)}" y="${f(floorY - hh * 0.85)}" width="${f(hh * 0.24)}" height="${f(hh * 0.85)}" rx="${f(hh * 0.08)}"/><circle cx="${f(x)}" cy="${f(floorY - hh * 0.93)}" r="${f(hh * 0.09)}"/></g>`,
    );
  }
  const heads = Array.from({ length: 16 }, (_, i) => {
    const x = (c.w * (i + between(c, 0, 1))) / 14;
    const r = c.h * between(c, 0.07, 0.1);
    return `<circle cx="${f(x)}" cy="${f(c.h - r * 0.4)}" r="${f(r)}"/><rect x="${f(x - r * 1.6)}" y="${f(c.h - r * 0.2)}" width="${f(r * 3.2)}" height="${f(r)}"/>`;
  });
  parts.push(`<g fill="#050508" ${blur(c, 2, c.h * 0.7, c.h)}>${heads.join("")}</g>`);
  return parts.join("");
};
