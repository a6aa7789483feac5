import { hsl, mix, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, type Pt, poly, radial, type Scene } from "./canvas.ts";

/** The point `s` of the way from the far end (0) to the near end (1) of a corridor edge. */
const at = (far: Pt, near: Pt, s: number): Pt => [
  far[0] + (near[0] - far[0]) * s,
  far[1] + (near[1] - far[1]) * s,
];

type Corridor = {
  vx: number;
  vy: number;
  fw: number;
  fh: number;
  corners: Record<"tl" | "tr" | "bl" | "br", [Pt, Pt]>;
};

/** Walls, ceiling and floor of a long hall seen from one end. */
function corridor(c: Canvas, wall: string, floor: string, ceiling: string): [Corridor, string] {
  const vx = c.w * between(c, 0.35, 0.65);
  const vy = c.h * between(c, 0.38, 0.55);
  const fw = c.w * between(c, 0.05, 0.1);
  const fh = c.h * between(c, 0.06, 0.12);
  const k: Corridor = {
    vx,
    vy,
    fw,
    fh,
    corners: {
      tl: [
        [vx - fw, vy - fh],
        [-c.w * 0.2, -c.h * 0.2],
      ],
      tr: [
        [vx + fw, vy - fh],
        [c.w * 1.2, -c.h * 0.2],
      ],
      bl: [
        [vx - fw, vy + fh],
        [-c.w * 0.2, c.h * 1.2],
      ],
      br: [
        [vx + fw, vy + fh],
        [c.w * 1.2, c.h * 1.2],
      ],
    },
  };
  const { tl, tr, bl, br } = k.corners;
  const face = (a: [Pt, Pt], b: [Pt, Pt], fill: string) =>
    `<polygon points="${poly([a[1], a[0], b[0], b[1]])}" fill="${fill}"/>`;
  const depth = (color: string, dir: number[]) =>
    linear(
      c,
      [
        [0, shade(color, -0.15)],
        [1, shade(color, 0.1)],
      ],
      dir,
    );
  const svg = [
    `<rect width="${c.w}" height="${c.h}" fill="${shade(wall, -0.5)}"/>`,
    face(tl, bl, depth(wall, [0, 0, 1, 0])),
    face(tr, br, depth(wall, [1, 0, 0, 0])),
    face(tl, tr, depth(ceiling, [0, 0, 0, 1])),
    face(bl, br, depth(floor, [0, 1, 0, 0])),
    `<rect x="${f(vx - fw)}" y="${f(vy - fh)}" width="${f(fw * 2)}" height="${f(fh * 2)}" fill="${mix(wall, "#FFFFFF", 0.4)}"/>`,
  ].join("");
  return [k, svg];
}

const STEPS = Array.from({ length: 14 }, (_, i) => 0.8 ** i);

/** A metro platform: a train along one side, a yellow edge line, lights down the ceiling. */
export const platform: Scene = (c) => {
  const tile = hsl(between(c, 0, 360), between(c, 0.05, 0.3), between(c, 0.6, 0.8));
  const [k, hall] = corridor(c, tile, hsl(30, 0.05, between(c, 0.45, 0.65)), "#D9DDE0");
  const { tl, bl, tr, br } = k.corners;
  const parts = [hall];
  const side = c.r.next() < 0.5 ? { top: tl, bottom: bl } : { top: tr, bottom: br };
  const body = hsl(c.r.pick([200, 0, 120, 30, 270]), 0.5, between(c, 0.4, 0.55));
  const trainTop = (s: number) => at(side.top[0], mix2(side.top[1], side.bottom[1], 0.25), s);
  const trainBottom = (s: number) => at(side.bottom[0], mix2(side.bottom[1], side.top[1], 0.3), s);
  parts.push(
    `<polygon points="${poly([trainTop(0), trainTop(1), trainBottom(1), trainBottom(0)])}" fill="#E8ECEF"/>`,
  );
  parts.push(
    `<polygon points="${poly([mid(trainTop, trainBottom, 0.55, 0), mid(trainTop, trainBottom, 0.55, 1), mid(trainTop, trainBottom, 0.65, 1), mid(trainTop, trainBottom, 0.65, 0)])}" fill="${body}"/>`,
  );
  for (const s of STEPS.slice(0, 10)) {
    const [a, b] = [mid(trainTop, trainBottom, 0.2, s), mid(trainTop, trainBottom, 0.45, s * 0.92)];
    parts.push(
      `<polygon points="${poly([a, [b[0], a[1] + (b[1] - a[1]) * 0.1], b, [a[0], b[1] - (b[1] - a[1]) * 0.1]])}" fill="#2B3440" opacity="0.8"/>`,
    );
  }
  const other = side.top === tl ? { top: tr, bottom: br } : { top: tl, bottom: bl };
  const edge = (s: number) =>
    at(mix2(side.bottom[0], other.bottom[0], 0.25), mix2(side.bottom[1], other.bottom[1], 0.3), s);
  parts.push(
    `<polygon points="${poly([edge(0), edge(1), [edge(1)[0] + 60, edge(1)[1]], [edge(0)[0] + 2, edge(0)[1]]])}" fill="#F4C430"/>`,
  );
  for (const s of STEPS) {
    const [a, b] = [
      at(mix2(tl[0], tr[0], 0.35), mix2(tl[1], tr[1], 0.35), s),
      at(mix2(tl[0], tr[0], 0.65), mix2(tl[1], tr[1], 0.65), s),
    ];
    parts.push(
      `<line x1="${f(a[0])}" y1="${f(a[1] + 8 * s)}" x2="${f(b[0])}" y2="${f(b[1] + 8 * s)}" stroke="#FFFFFF" stroke-width="${f(2 + 10 * s)}" opacity="0.9"/>`,
    );
  }
  const people: string[] = [];
  for (let i = 0; i < c.r.int(2, 6); i++) {
    const s = between(c, 0.15, 0.7);
    const p = at([k.vx + between(c, -1, 1) * k.fw, k.vy + k.fh], [c.w * between(c, 0.1, 0.9), c.h * 1.1], s);
    const hgt = c.h * 0.9 * s;
    people.push(
      `<g fill="${hsl(between(c, 0, 360), 0.2, 0.25)}"><rect x="${f(p[0] - hgt * 0.12)}" y="${f(p[1] - hgt * 0.85)}" width="${f(hgt * 0.24)}" height="${f(hgt * 0.85)}" rx="${f(hgt * 0.08)}"/><circle cx="${f(p[0])}" cy="${f(p[1] - hgt * 0.92)}" r="${f(hgt * 0.08)}"/></g>`,
    );
  }
  parts.push(`<g ${blur(c, 3)}>${people.join("")}</g>`);
  return parts.join("");
};

const mix2 = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const mid = (top: (s: number) => Pt, bottom: (s: number) => Pt, t: number, s: number) =>
  mix2(top(s), bottom(s), t);

/** A data-centre aisle: dark racks on both sides dotted with status lights. */
export const racks: Scene = (c) => {
  const [k, hall] = corridor(
    c,
    "#1F252D",
    hsl(between(c, 180, 260), between(c, 0.05, 0.25), between(c, 0.2, 0.5)),
    hsl(210, 0.1, between(c, 0.12, 0.3)),
  );
  const { tl, bl, tr, br } = k.corners;
  const parts = [hall];
  const led = c.r.pick(["#4FC3F7", "#69F0AE", "#82B1FF", "#B388FF"]);
  for (const [top, bottom] of [
    [tl, bl],
    [tr, br],
  ] as const) {
    for (let i = 0; i < STEPS.length - 1; i++) {
      const [s0, s1] = [STEPS[i]!, STEPS[i + 1]!];
      const rackTop = (s: number) => at(mix2(top[0], bottom[0], 0.12), mix2(top[1], bottom[1], 0.1), s);
      const rackBottom = (s: number) => at(mix2(bottom[0], top[0], 0.02), mix2(bottom[1], top[1], 0.15), s);
      parts.push(
        `<polygon points="${poly([rackTop(s0), rackTop(s1), rackBottom(s1), rackBottom(s0)])}" fill="#11161C" stroke="#39424D" stroke-width="${f(1 + 2 * s0)}"/>`,
      );
      for (let j = 0; j < 16; j++) {
        if (c.r.next() < 0.45) continue;
        const p = mix2(
          rackTop((s0 + s1) / 2 + (c.r.next() - 0.5) * (s0 - s1) * 0.8),
          rackBottom((s0 + s1) / 2),
          j / 16,
        );
        parts.push(
          `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(1 + 2.5 * s0)}" fill="${c.r.next() < 0.1 ? "#FFB74D" : led}"/>`,
        );
      }
    }
  }
  for (const s of STEPS.slice(0, 8)) {
    const a = at(mix2(tl[0], tr[0], 0.3), mix2(tl[1], tr[1], 0.3), s);
    const b = at(mix2(tl[0], tr[0], 0.7), mix2(tl[1], tr[1], 0.7), s);
    parts.push(
      `<line x1="${f(a[0])}" y1="${f(a[1] + 20 * s)}" x2="${f(b[0])}" y2="${f(b[1] + 20 * s)}" stroke="${c.r.pick(["#F5D76E", "#8FA3B8", "#E0E0E0"])}" stroke-width="${f(2 + 8 * s)}" opacity="0.6"/>`,
    );
  }
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${radial(
      c,
      [
        [0, led, 0.18],
        [1, led, 0],
      ],
      k.vx / c.w,
      k.vy / c.h,
      0.5,
    )}"/>`,
  );
  return parts.join("");
};
