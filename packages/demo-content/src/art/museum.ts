import { hsl, mix, shade } from "../color.ts";
import { between, blur, f, linear, radial, ridge, type Scene } from "./canvas.ts";

const GLAZES = [
  ["#A8C3A0", "#6E8F6A"],
  ["#EEF1F4", "#9FB3C8"],
  ["#8C6A3E", "#4E3A22"],
  ["#C2A36B", "#6B5330"],
  ["#B23A2E", "#6E1E18"],
  ["#1F4E79", "#0E2A44"],
] as const;

/** One museum piece on a plinth under a spotlight: a vase, jar or bowl of a random profile. */
export const vessel: Scene = (c) => {
  const bg = hsl(between(c, 0, 360), between(c, 0.05, 0.3), between(c, 0.06, 0.2));
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="${bg}"/>`];
  const cx = c.w * between(c, 0.3, 0.7);
  parts.push(
    `<ellipse cx="${f(cx)}" cy="${f(c.h * 0.45)}" rx="${f(c.w * 0.35)}" ry="${f(c.h * 0.6)}" fill="${radial(
      c,
      [
        [0, "#FFF4DC", 0.35],
        [1, "#FFF4DC", 0],
      ],
    )}"/>`,
  );
  const plinthY = c.h * between(c, 0.72, 0.85);
  parts.push(
    `<rect x="${f(cx - c.w * 0.2)}" y="${f(plinthY)}" width="${f(c.w * 0.4)}" height="${f(c.h)}" fill="${shade(bg, 0.25)}"/><ellipse cx="${f(cx)}" cy="${f(plinthY)}" rx="${f(c.w * 0.2)}" ry="${f(c.h * 0.02)}" fill="${shade(bg, 0.4)}"/>`,
  );
  if (c.r.next() < 0.35) {
    const bw = c.w * between(c, 0.12, 0.2);
    const bh = bw * between(c, 0.3, 0.5);
    const [light, dark] = c.r.pick(GLAZES);
    parts.push(
      `<path d="M${f(cx - bw)},${f(plinthY - bh)} Q${f(cx - bw * 0.9)},${f(plinthY)} ${f(cx - bw * 0.3)},${f(plinthY)} L${f(cx + bw * 0.3)},${f(plinthY)} Q${f(cx + bw * 0.9)},${f(plinthY)} ${f(cx + bw)},${f(plinthY - bh)} Z" fill="${linear(
        c,
        [
          [0, dark],
          [0.4, light],
          [1, dark],
        ],
        [0, 0, 1, 0],
      )}"/><ellipse cx="${f(cx)}" cy="${f(plinthY - bh)}" rx="${f(bw)}" ry="${f(bh * 0.18)}" fill="${shade(light, 0.2)}"/>`,
    );
    return parts.join("");
  }
  const hgt = (plinthY - c.h * 0.1) * between(c, 0.55, 0.95);
  const top = plinthY - hgt;
  const neck = c.w * between(c, 0.02, 0.06);
  const belly = c.w * between(c, 0.08, 0.17);
  const foot = c.w * between(c, 0.04, 0.08);
  const bellyY = top + hgt * between(c, 0.35, 0.7);
  const [light, dark] = c.r.pick(GLAZES);
  const shape = `M${f(cx - neck * 1.3)},${f(top)} C${f(cx - neck * 0.8)},${f(top + hgt * 0.2)} ${f(cx - belly)},${f(bellyY - hgt * 0.2)} ${f(cx - belly)},${f(bellyY)} C${f(cx - belly)},${f(bellyY + hgt * 0.2)} ${f(cx - foot)},${f(plinthY - hgt * 0.05)} ${f(cx - foot)},${f(plinthY)} L${f(cx + foot)},${f(plinthY)} C${f(cx + foot)},${f(plinthY - hgt * 0.05)} ${f(cx + belly)},${f(bellyY + hgt * 0.2)} ${f(cx + belly)},${f(bellyY)} C${f(cx + belly)},${f(bellyY - hgt * 0.2)} ${f(cx + neck * 0.8)},${f(top + hgt * 0.2)} ${f(cx + neck * 1.3)},${f(top)} Z`;
  parts.push(
    `<path d="${shape}" fill="${linear(
      c,
      [
        [0, dark],
        [0.35, light],
        [0.55, mix(light, "#FFFFFF", 0.3)],
        [1, dark],
      ],
      [0, 0, 1, 0],
    )}"/>`,
  );
  for (let i = 0; i < c.r.int(1, 3); i++) {
    const y = top + hgt * between(c, 0.25, 0.8);
    parts.push(
      `<rect x="${f(cx - belly)}" y="${f(y)}" width="${f(belly * 2)}" height="${f(between(c, 2, 6))}" fill="${shade(dark, -0.2)}" opacity="0.5"/>`,
    );
  }
  return parts.join("");
};

/** An ink-wash landscape on aged paper: grey peaks in mist, a boat, a red seal. */
export const ink: Scene = (c) => {
  const paper = hsl(between(c, 35, 48), between(c, 0.25, 0.45), between(c, 0.78, 0.88));
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${linear(
      c,
      [
        [0, paper],
        [1, shade(paper, -0.08)],
      ],
      [0, 0, 1, 1],
    )}"/>`,
  ];
  const layers = c.r.int(2, 4);
  for (let i = 0; i < layers; i++) {
    const depth = (i + 1) / layers;
    const tone = mix(paper, "#1E1E1E", 0.25 + 0.55 * depth);
    const d = ridge(c, c.h * (0.3 + 0.2 * i) + between(c, -20, 20), c.h * (0.35 - 0.06 * i), 0.62);
    parts.push(
      `<path d="${d}" fill="${linear(c, [
        [0, tone],
        [0.6, mix(tone, paper, 0.6)],
        [1, paper],
      ])}" ${blur(c, 2 + 4 * (1 - depth))}/>`,
    );
  }
  const bx = c.w * between(c, 0.2, 0.8);
  const by = c.h * between(c, 0.75, 0.9);
  parts.push(
    `<path d="M${f(bx - 18)},${f(by)} Q${f(bx)},${f(by + 8)} ${f(bx + 18)},${f(by)} Z" fill="#2A2A2A"/><line x1="${f(bx + 4)}" y1="${f(by)}" x2="${f(bx + 10)}" y2="${f(by - 16)}" stroke="#2A2A2A" stroke-width="1.5"/>`,
  );
  const sx = c.r.next() < 0.5 ? c.w * 0.08 : c.w * 0.88;
  parts.push(
    `<rect x="${f(sx)}" y="${f(c.h * between(c, 0.1, 0.7))}" width="${f(c.w * 0.035)}" height="${f(c.w * 0.035)}" fill="#B22222" opacity="0.85"/>`,
  );
  return parts.join("");
};
