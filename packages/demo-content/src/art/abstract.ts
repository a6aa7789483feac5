import { hsl, shade } from "../color.ts";
import { between, blur, f, linear, type Scene } from "./canvas.ts";

/** Close-up textures: city lights out of focus, flowing silk, rings on water or veined stone. */
export const macro: Scene = (c) => {
  const hue = between(c, 0, 360);
  const kind = c.r.int(0, 3);
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${linear(
      c,
      [
        [0, hsl(hue, 0.5, kind === 0 ? 0.08 : 0.4)],
        [1, hsl(hue + 40, 0.5, kind === 0 ? 0.15 : 0.25)],
      ],
      [0, 0, 1, 1],
    )}"/>`,
  ];
  if (kind === 0) {
    for (const sd of [8, 2]) {
      const dots = Array.from(
        { length: 20 },
        () =>
          `<circle cx="${f(c.r.next() * c.w)}" cy="${f(c.r.next() * c.h)}" r="${f(c.h * between(c, 0.03, 0.12))}" fill="${hsl(hue + between(c, -40, 60), 0.8, between(c, 0.5, 0.75))}" opacity="${f(between(c, 0.2, 0.6))}"/>`,
      );
      parts.push(`<g ${blur(c, sd)}>${dots.join("")}</g>`);
    }
  } else if (kind === 1) {
    for (let i = 0; i < 7; i++) {
      const y = c.h * between(c, -0.1, 1);
      const amp = c.h * between(c, 0.1, 0.3);
      parts.push(
        `<path d="M-20,${f(y)} C${f(c.w * 0.3)},${f(y - amp)} ${f(c.w * 0.6)},${f(y + amp)} ${f(c.w + 20)},${f(y - amp * 0.3)} L${f(c.w + 20)},${f(c.h + 20)} L-20,${f(c.h + 20)} Z" fill="${hsl(hue + i * 8, 0.55, 0.3 + i * 0.06)}" opacity="0.55"/>`,
      );
    }
  } else if (kind === 2) {
    const cx = c.r.next() * c.w;
    const cy = c.r.next() * c.h;
    for (let i = 1; i < 16; i++)
      parts.push(
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(i * c.w * 0.05)}" ry="${f(i * c.h * 0.03)}" fill="none" stroke="#FFFFFF" stroke-width="${f(3 - i * 0.15)}" opacity="${f(0.6 - i * 0.035)}"/>`,
      );
  } else {
    parts[0] = `<rect width="${c.w}" height="${c.h}" fill="${hsl(hue, 0.08, between(c, 0.8, 0.92))}"/>`;
    const veins: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = c.r.next() * c.w;
      const d = `M${f(x)},-10 C${f(x + between(c, -0.4, 0.4) * c.w)},${f(c.h * 0.3)} ${f(x + between(c, -0.4, 0.4) * c.w)},${f(c.h * 0.7)} ${f(x + between(c, -0.5, 0.5) * c.w)},${f(c.h + 10)}`;
      veins.push(
        `<path d="${d}" stroke="${shade(hsl(hue, 0.2, 0.5), -0.3)}" stroke-width="${f(between(c, 0.8, 3))}" fill="none" opacity="0.45"/>`,
      );
    }
    parts.push(`<g ${blur(c, 1.2)}>${veins.join("")}</g>`);
  }
  return parts.join("");
};
