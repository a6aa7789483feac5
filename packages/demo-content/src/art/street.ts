import { hsl, mix, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, poly, type Scene } from "./canvas.ts";
import { ANY_TIME, drawSky, type Sky } from "./sky.ts";
import { WALLS, WARM } from "./skyline.ts";

/** A street running to a vanishing point, buildings on both sides, lamps and traffic at night. */
export const street: Scene = (c) => {
  const vx = c.w * between(c, 0.3, 0.7);
  const vy = c.h * between(c, 0.35, 0.55);
  const sky = drawSky(c, ANY_TIME, vy);
  const parts = [
    sky.svg,
    `<rect y="${f(vy)}" width="${c.w}" height="${f(c.h - vy)}" fill="${sky.tint("#8A8580")}"/>`,
  ];
  const road = sky.tint(hsl(220, 0.05, between(c, 0.22, 0.38)));
  const half = c.w * between(c, 0.35, 0.6);
  parts.push(
    `<polygon points="${poly([
      [vx - 3, vy],
      [vx + 3, vy],
      [vx + half * 2.2, c.h],
      [vx - half * 2.2, c.h],
    ])}" fill="${linear(c, [
      [0, mix(road, sky.horizon, 0.4)],
      [1, road],
    ])}"/>`,
  );
  parts.push(
    `<line x1="${f(vx)}" y1="${f(vy)}" x2="${f(vx + between(c, -0.3, 0.3) * c.w)}" y2="${c.h}" stroke="${sky.tint("#F2F2F2")}" stroke-width="5" stroke-dasharray="18 22" opacity="0.7"/>`,
  );
  const glows: string[] = [];
  const depths = Array.from({ length: 9 }, (_, i) => 0.68 ** i);
  const open = c.r.next() < 0.35 ? c.r.pick([-1, 1]) : 0;
  for (const side of [-1, 1]) {
    if (side === open) {
      parts.push(boulevard(c, sky, vx, vy, side));
      continue;
    }
    const reach = c.w * between(c, 0.8, 1.1);
    const ground = c.h - vy;
    const x = (s: number) => vx + side * reach * s;
    for (let i = 0; i < depths.length - 1; i++) {
      const [s0, s1] = [depths[i]!, depths[i + 1]!];
      const height = c.h * between(c, 0.6, 1.8);
      const wall = sky.tint(c.r.pick(WALLS), 0.5 * (1 - s0));
      const top = (s: number) => vy - height * s;
      const bottom = (s: number) => vy + ground * 0.55 * s;
      parts.push(
        `<polygon points="${poly([
          [x(s0), top(s0)],
          [x(s1), top(s1)],
          [x(s1), bottom(s1)],
          [x(s0), bottom(s0)],
        ])}" fill="${wall}"/>`,
      );
      const floors = c.r.int(4, 12);
      const lit = sky.isDark;
      for (let q = 1; q < floors; q++) {
        const k = q / floors;
        const stroke = lit ? c.r.pick(WARM) : shade(wall, -0.35);
        const y0 = vy - height * k * s0 + (bottom(s0) - vy) * (1 - k);
        const y1 = vy - height * k * s1 + (bottom(s1) - vy) * (1 - k);
        parts.push(
          `<line x1="${f(x(s0))}" y1="${f(y0)}" x2="${f(x(s1))}" y2="${f(y1)}" stroke="${stroke}" stroke-width="${f(Math.max(1, 5 * s0))}" stroke-dasharray="${f(14 * s0 + 2)} ${f(8 * s0 + 2)}" opacity="${lit ? 0.8 : 0.45}"/>`,
        );
      }
      if (c.r.next() < 0.5) {
        const tr = c.h * 0.12 * s0;
        const tx = vx + side * reach * 0.75 * s0;
        parts.push(
          `<circle cx="${f(tx)}" cy="${f(vy + ground * 0.3 * s0 - tr)}" r="${f(tr)}" fill="${sky.tint("#3E6B3A")}"/>`,
        );
      }
      if (sky.isDark)
        glows.push(
          `<circle cx="${f(vx + side * reach * 0.6 * s0)}" cy="${f(vy - c.h * 0.25 * s0)}" r="${f(4 + 30 * s0)}" fill="#FFD9A0" opacity="0.55"/>`,
        );
    }
  }
  if (c.r.next() < 0.45) {
    const y = c.h * between(c, 0.82, 0.92);
    for (let k = -8; k <= 8; k++)
      parts.push(
        `<rect x="${f(vx + k * c.w * 0.07 - c.w * 0.025)}" y="${f(y)}" width="${f(c.w * 0.04)}" height="${f(c.h * 0.05)}" fill="#FFFFFF" opacity="0.75" transform="skewX(${f(-k * 3)})"/>`,
      );
  }
  const cars = sky.isDark ? 14 : 5;
  const traffic: string[] = [];
  for (let i = 0; i < cars; i++) {
    const s = 0.08 + c.r.next() * 0.5;
    const cx = vx + between(c, -1, 1) * half * 1.5 * s;
    const color = sky.isDark
      ? c.r.pick(["#FF4D4D", "#FFF3D6", "#FF6A3D"])
      : sky.tint(c.r.pick(["#C0392B", "#ECF0F1", "#2C3E50", "#2980B9"]));
    traffic.push(
      `<rect x="${f(cx)}" y="${f(vy + (c.h - vy) * s * 0.5)}" width="${f(60 * s + 4)}" height="${f(28 * s + 2)}" rx="${f(6 * s)}" fill="${color}"/>`,
    );
  }
  if (sky.isDark)
    parts.push(
      `<g ${blur(c, 8, vy - c.h * 0.3 - 40, vy + 20)}>${glows.join("")}</g><g ${blur(c, 3, vy - 10, vy + (c.h - vy) * 0.35 + 40)}>${traffic.join("")}</g>`,
    );
  else parts.push(...traffic);
  return parts.join("");
};

/** One side of a street open to a park: a row of trees shrinking towards the vanishing point. */
function boulevard(c: Canvas, sky: Sky, vx: number, vy: number, side: number): string {
  const green = sky.tint(hsl(between(c, 90, 140), 0.35, between(c, 0.25, 0.4)));
  const parts = [
    `<polygon points="${poly([
      [vx, vy],
      [vx + side * c.w * 1.5, vy],
      [vx + side * c.w * 1.5, c.h],
    ])}" fill="${shade(green, 0.1)}"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const s = 0.75 ** i;
    const x = vx + side * c.w * 0.55 * s;
    const r = c.h * 0.18 * s;
    parts.push(
      `<rect x="${f(x - r * 0.08)}" y="${f(vy - r * 0.2)}" width="${f(r * 0.16)}" height="${f(r * 1.4)}" fill="${sky.tint("#3A2E24")}"/><circle cx="${f(x)}" cy="${f(vy - r * 0.8)}" r="${f(r)}" fill="${shade(green, -0.1 * (i % 3))}"/>`,
    );
  }
  return parts.join("");
}
