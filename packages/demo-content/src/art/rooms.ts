import { hsl, mix, shade } from "../color.ts";
import { between, blur, f, linear, poly, radial, type Scene } from "./canvas.ts";

const BOOKS = [
  "#7B2D26",
  "#2F4858",
  "#86703F",
  "#3E5641",
  "#A24936",
  "#D4B483",
  "#1B2F45",
  "#5D4E6D",
  "#E4DFDA",
  "#8C5E3C",
];

/** Shelves of books in warm light, the upper rows out of focus. */
export const shelves: Scene = (c) => {
  const wood = hsl(between(c, 20, 35), 0.4, between(c, 0.2, 0.45));
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="${shade(wood, -0.4)}"/>`];
  const rows = c.r.int(3, 5);
  const rowH = c.h / rows;
  const tones = c.r.shuffle(BOOKS).slice(0, c.r.int(4, 7));
  const skew = between(c, -8, 8);
  const far: string[] = [];
  const near: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y0 = row * rowH;
    const focus = row < rows - 2;
    let x = -5;
    const books: string[] = [];
    while (x < c.w + 10) {
      const bw = c.w * between(c, 0.012, 0.035);
      const bh = rowH * between(c, 0.6, 0.88);
      const color = c.r.pick(tones);
      books.push(
        `<rect x="${f(x)}" y="${f(y0 + rowH - bh - rowH * 0.08)}" width="${f(bw)}" height="${f(bh)}" fill="${color}"/><rect x="${f(x)}" y="${f(y0 + rowH - bh * 0.8)}" width="${f(bw)}" height="${f(bh * 0.05)}" fill="${shade(color, 0.35)}" opacity="0.6"/>`,
      );
      x += bw + (c.r.next() < 0.08 ? c.w * 0.05 : 1);
    }
    (focus ? far : near).push(
      books.join(""),
      `<rect x="0" y="${f(y0 + rowH * 0.92)}" width="${c.w}" height="${f(rowH * 0.08 + 1)}" fill="${shade(wood, 0.1)}"/>`,
    );
  }
  parts.push(
    `<g transform="skewY(${f(skew / 4)}) translate(0 ${f(-skew * 4)})"><g ${blur(c, 2.5)}>${far.join("")}</g>${near.join("")}</g>`,
  );
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${radial(
      c,
      [
        [0, "#FFD9A0", 0.35],
        [1, "#FFD9A0", 0],
      ],
      between(c, 0.2, 0.8),
      between(c, 0.1, 0.5),
      0.6,
    )}"/>`,
  );
  return parts.join("");
};

/** A room with a window: light falling across the floor, a table, a plant, a lamp or a sofa. */
export const interior: Scene = (c) => {
  const wall = hsl(between(c, 20, 60), between(c, 0.1, 0.35), between(c, 0.55, 0.85));
  const floorY = c.h * between(c, 0.62, 0.78);
  const floor = hsl(between(c, 20, 40), between(c, 0.2, 0.45), between(c, 0.3, 0.6));
  const parts = [
    `<rect width="${c.w}" height="${f(floorY)}" fill="${linear(
      c,
      [
        [0, shade(wall, -0.1)],
        [1, shade(wall, 0.05)],
      ],
      [0, 0, 1, 0],
    )}"/>`,
    `<rect y="${f(floorY)}" width="${c.w}" height="${f(c.h - floorY)}" fill="${linear(c, [
      [0, shade(floor, -0.1)],
      [1, floor],
    ])}"/>`,
  ];
  for (let i = -10; i <= 10; i++)
    parts.push(
      `<line x1="${f(c.w / 2 + i * c.w * 0.04)}" y1="${f(floorY)}" x2="${f(c.w / 2 + i * c.w * 0.16)}" y2="${c.h}" stroke="${shade(floor, -0.2)}" stroke-width="1.5" opacity="0.5"/>`,
    );
  const wx = c.w * between(c, 0.05, 0.6);
  const ww = c.w * between(c, 0.2, 0.35);
  const wy = c.h * between(c, 0.08, 0.2);
  const wh = floorY - wy - c.h * between(c, 0.05, 0.2);
  const outside = hsl(between(c, 190, 215), 0.5, between(c, 0.7, 0.85));
  parts.push(
    `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${linear(c, [
      [0, outside],
      [1, "#FFFFFF"],
    ])}" stroke="${shade(wall, 0.5)}" stroke-width="8"/>`,
  );
  parts.push(
    `<line x1="${f(wx + ww / 2)}" y1="${f(wy)}" x2="${f(wx + ww / 2)}" y2="${f(wy + wh)}" stroke="${shade(wall, 0.5)}" stroke-width="5"/>`,
  );
  const throwX = between(c, 0.1, 0.5) * c.w;
  parts.push(
    `<polygon points="${poly([
      [wx, floorY],
      [wx + ww, floorY],
      [wx + ww + throwX, c.h],
      [wx + throwX * 0.6, c.h],
    ])}" fill="#FFF4D6" opacity="0.3" ${blur(c, 6, floorY, c.h)}/>`,
  );
  const things = c.r.shuffle(["table", "plant", "lamp", "sofa", "frame"]).slice(0, c.r.int(2, 4));
  for (const thing of things) {
    const x = c.w * between(c, 0.05, 0.8);
    const accent = hsl(between(c, 0, 360), between(c, 0.25, 0.6), between(c, 0.35, 0.6));
    if (thing === "table") {
      const tw = c.w * between(c, 0.18, 0.3);
      const ty = floorY + c.h * 0.02;
      parts.push(
        `<rect x="${f(x)}" y="${f(ty - c.h * 0.15)}" width="${f(tw)}" height="${f(c.h * 0.03)}" fill="${shade(floor, -0.3)}"/><rect x="${f(x + 8)}" y="${f(ty - c.h * 0.12)}" width="6" height="${f(c.h * 0.14)}" fill="${shade(floor, -0.4)}"/><rect x="${f(x + tw - 14)}" y="${f(ty - c.h * 0.12)}" width="6" height="${f(c.h * 0.14)}" fill="${shade(floor, -0.4)}"/><rect x="${f(x + tw * 0.3)}" y="${f(ty - c.h * 0.2)}" width="${f(tw * 0.12)}" height="${f(c.h * 0.05)}" rx="3" fill="${accent}"/>`,
      );
    } else if (thing === "plant") {
      const py = floorY + c.h * 0.05;
      parts.push(
        `<rect x="${f(x)}" y="${f(py - c.h * 0.1)}" width="${f(c.w * 0.05)}" height="${f(c.h * 0.1)}" fill="${accent}"/>`,
      );
      for (let i = 0; i < 6; i++)
        parts.push(
          `<ellipse cx="${f(x + c.w * 0.025 + between(c, -30, 30))}" cy="${f(py - c.h * between(c, 0.14, 0.3))}" rx="${f(c.w * 0.02)}" ry="${f(c.h * 0.06)}" transform="rotate(${f(between(c, -40, 40))} ${f(x)} ${f(py)})" fill="${hsl(between(c, 90, 140), 0.45, 0.32)}"/>`,
        );
    } else if (thing === "lamp") {
      parts.push(
        `<circle cx="${f(x)}" cy="${f(c.h * 0.35)}" r="${f(c.h * 0.2)}" fill="#FFE3A0" opacity="0.35" ${blur(c, 14, c.h * 0.15, c.h * 0.55)}/><polygon points="${poly(
          [
            [x - 18, c.h * 0.38],
            [x + 18, c.h * 0.38],
            [x + 10, c.h * 0.3],
            [x - 10, c.h * 0.3],
          ],
        )}" fill="#FFF1C9"/><rect x="${f(x - 1.5)}" y="${f(c.h * 0.38)}" width="3" height="${f(floorY - c.h * 0.38)}" fill="#333"/>`,
      );
    } else if (thing === "sofa") {
      const sw = c.w * between(c, 0.25, 0.4);
      parts.push(
        `<rect x="${f(x)}" y="${f(floorY - c.h * 0.16)}" width="${f(sw)}" height="${f(c.h * 0.2)}" rx="14" fill="${accent}"/><rect x="${f(x + 10)}" y="${f(floorY - c.h * 0.08)}" width="${f(sw - 20)}" height="${f(c.h * 0.08)}" rx="8" fill="${shade(accent, 0.15)}"/>`,
      );
    } else {
      const fy = c.h * between(c, 0.12, 0.3);
      parts.push(
        `<rect x="${f(x)}" y="${f(fy)}" width="${f(c.w * 0.12)}" height="${f(c.h * 0.16)}" fill="${linear(
          c,
          [
            [0, accent],
            [1, mix(accent, wall, 0.6)],
          ],
          [0, 0, 1, 1],
        )}" stroke="#3A2E24" stroke-width="4"/>`,
      );
    }
  }
  return parts.join("");
};
