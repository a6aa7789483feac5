import { hsl, shade } from "../color.ts";
import { between, type Canvas, f, linear, poly, type Scene } from "./canvas.ts";
import { ANY_TIME, DAY_TIMES, drawSky, type Sky } from "./sky.ts";

export const WALLS = ["#B8B2A7", "#8E9AA6", "#C9B8A0", "#6F7F8F", "#D8D2C4", "#9A8070", "#7C8C7A", "#A9A39A"];
export const WARM = ["#FFD27A", "#FFE6A8", "#FFC46B", "#FFF2CC"];

/** Two layers of a skyline: the buildings' bodies, and their windows (left out of a reflection). */
function towers(c: Canvas, sky: Sky, base: number, far: number, maxH: number): [string, string] {
  const parts: string[] = [];
  const windows: string[] = [];
  const pane = Math.max(4, c.w / 180);
  let x = -c.w * 0.02;
  while (x < c.w) {
    const bw = c.w * between(c, 0.035, 0.1);
    const bh = c.h * between(c, 0.08, maxH);
    const wall = sky.tint(c.r.pick(WALLS), far);
    const body = shade(wall, -0.2 - 0.3 * (1 - far));
    parts.push(`<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${body}"/>`);
    const roof = c.r.int(0, 3);
    if (roof === 0)
      parts.push(
        `<rect x="${f(x + bw * 0.45)}" y="${f(base - bh - c.h * 0.06)}" width="2" height="${f(c.h * 0.06)}" fill="${body}"/>`,
      );
    if (roof === 1)
      parts.push(
        `<polygon points="${poly([
          [x, base - bh],
          [x + bw / 2, base - bh - bw * 0.5],
          [x + bw, base - bh],
        ])}" fill="${body}"/>`,
      );
    if (sky.isDark || c.r.next() < 0.3) {
      const color = sky.isDark ? c.r.pick(WARM) : shade(body, 0.25);
      for (let wy = base - bh + pane; wy < base - pane; wy += pane * 2.2)
        for (let wx = x + pane; wx < x + bw - pane * 1.5; wx += pane * 2)
          if (c.r.next() < (sky.isDark ? 0.4 : 0.7))
            windows.push(
              `<rect x="${f(wx)}" y="${f(wy)}" width="${f(pane)}" height="${f(pane * 1.2)}" fill="${color}" opacity="0.8"/>`,
            );
    }
    x += bw + c.w * between(c, 0, 0.02);
  }
  return [parts.join(""), windows.join("")];
}

/** Light broken on water below the horizon, where a reflection would be blurred. */
function ripples(c: Canvas, horizon: number): string {
  return Array.from({ length: 40 }, () => {
    const y = horizon + (c.h - horizon) * c.r.next();
    return `<rect x="${f(c.r.next() * c.w)}" y="${f(y)}" width="${f(c.w * between(c, 0.05, 0.3))}" height="2" fill="#FFFFFF" opacity="0.12"/>`;
  }).join("");
}

/** A skyline across water or land: two rows of towers, lit windows after dark, a reflection. */
export const skyline: Scene = (c) => {
  const horizon = c.h * between(c, 0.58, 0.82);
  const sky = drawSky(c, ANY_TIME, horizon);
  const [back, backWindows] = towers(c, sky, horizon, 0.55, 0.55);
  const [front, frontWindows] = towers(c, sky, horizon, 0.1, 0.38);
  const water = c.r.next() < 0.6;
  const ground = water ? sky.tint(hsl(210, 0.35, 0.3)) : sky.tint("#4A4A48");
  return [
    sky.svg,
    `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${ground}"/>`,
    water
      ? `<g transform="translate(0 ${f(2 * horizon)}) scale(1 -1)" opacity="0.3">${back}${front}</g>`
      : "",
    water ? ripples(c, horizon) : "",
    back,
    backWindows,
    front,
    frontWindows,
  ].join("");
};

const STONE = ["#E6DFD0", "#D4CBB8", "#C8C2B6", "#EDE6DA", "#BFB4A2"];

/** A public building seen from its steps: columns under a pediment, or a grid of glass. */
export const facade: Scene = (c) => {
  const ground = c.h * between(c, 0.82, 0.95);
  const sky = drawSky(c, DAY_TIMES, ground);
  const stone = sky.tint(c.r.pick(STONE));
  const left = c.w * between(c, -0.1, 0.15);
  const right = c.w * between(c, 0.85, 1.1);
  const top = c.h * between(c, 0.12, 0.3);
  const parts = [sky.svg];
  if (c.r.next() < 0.65) {
    const peak = top - c.h * between(c, 0.1, 0.18);
    parts.push(
      `<polygon points="${poly([
        [left, top],
        [(left + right) / 2, peak],
        [right, top],
      ])}" fill="${shade(stone, -0.08)}"/>`,
    );
    parts.push(
      `<rect x="${f(left)}" y="${f(top)}" width="${f(right - left)}" height="${f(c.h * 0.06)}" fill="${stone}"/>`,
    );
    parts.push(
      `<rect x="${f(left)}" y="${f(top + c.h * 0.06)}" width="${f(right - left)}" height="${f(ground - top)}" fill="${shade(stone, -0.45)}"/>`,
    );
    const n = c.r.int(4, 8);
    const cw = ((right - left) / n) * between(c, 0.3, 0.45);
    const pillar = linear(
      c,
      [
        [0, shade(stone, -0.2)],
        [0.4, shade(stone, 0.2)],
        [1, shade(stone, -0.3)],
      ],
      [0, 0, 1, 0],
    );
    for (let i = 0; i < n; i++) {
      const x = left + ((right - left) * (i + 0.5)) / n - cw / 2;
      parts.push(
        `<rect x="${f(x)}" y="${f(top + c.h * 0.06)}" width="${f(cw)}" height="${f(ground - top)}" fill="${pillar}"/>`,
      );
    }
  } else {
    const glass = sky.tint(hsl(between(c, 190, 220), 0.3, between(c, 0.35, 0.55)));
    parts.push(
      `<rect x="${f(left)}" y="${f(top)}" width="${f(right - left)}" height="${f(ground - top)}" fill="${linear(
        c,
        [
          [0, shade(glass, 0.35)],
          [1, shade(glass, -0.3)],
        ],
        [0, 0, 1, 1],
      )}"/>`,
    );
    const cols = c.r.int(8, 16);
    const rows = c.r.int(5, 10);
    for (let i = 0; i <= cols; i++)
      parts.push(
        `<rect x="${f(left + ((right - left) * i) / cols - 1.5)}" y="${f(top)}" width="3" height="${f(ground - top)}" fill="${stone}" opacity="0.8"/>`,
      );
    for (let j = 0; j <= rows; j++)
      parts.push(
        `<rect x="${f(left)}" y="${f(top + ((ground - top) * j) / rows - 1.5)}" width="${f(right - left)}" height="3" fill="${stone}" opacity="0.8"/>`,
      );
  }
  // The square in front, edge to edge: the steps below are narrower than a picture whose
  // building starts inside it, and would leave the canvas's black beside them.
  parts.push(
    `<rect x="0" y="${f(ground)}" width="${c.w}" height="${f(c.h - ground)}" fill="${shade(stone, -0.3)}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const y = ground + ((c.h - ground) * i) / 4;
    parts.push(
      `<rect x="${f(left - i * 12)}" y="${f(y)}" width="${f(right - left + i * 24)}" height="${f((c.h - ground) / 4 + 1)}" fill="${shade(stone, -0.05 * i)}"/>`,
    );
  }
  return parts.join("");
};
