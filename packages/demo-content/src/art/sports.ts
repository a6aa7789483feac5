import { hsl, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, type Scene } from "./canvas.ts";

/** A stand full of people far behind the field: rows of blurred colour dots. */
function crowd(c: Canvas, bottom: number, night: boolean): string {
  const parts = [
    `<rect width="${c.w}" height="${f(bottom)}" fill="${night ? "#0C1020" : hsl(220, 0.1, 0.35)}"/>`,
  ];
  const soft = blur(c, 1.8, 0, bottom);
  const dots: string[] = [];
  for (let i = 0; i < 150; i++)
    dots.push(
      `<circle cx="${f(c.r.next() * c.w)}" cy="${f(bottom * (0.25 + 0.75 * c.r.next()))}" r="${f(3 + c.r.next() * 4)}" fill="${hsl(between(c, 0, 360), 0.5, between(c, 0.4, 0.8))}" opacity="0.7"/>`,
    );
  parts.push(`<g ${soft}>${dots.join("")}</g>`);
  if (night) {
    const lamps = [0, 1, 2, 3].map(
      (i) =>
        `<circle cx="${f((c.w * (i + 0.5)) / 4)}" cy="${f(bottom * 0.12)}" r="${f(c.h * 0.12)}" fill="#FFFFFF" opacity="0.5"/>`,
    );
    parts.push(`<g ${blur(c, 16, 0, bottom * 0.4)}>${lamps.join("")}</g>`);
  }
  return parts.join("");
}

/** Players of two teams spread over the field, smaller towards the back. */
function players(c: Canvas, top: number, n: number): string {
  const kits = [hsl(between(c, 0, 360), 0.75, 0.5), c.r.pick(["#FFFFFF", "#1A1A1A", "#F9D71C"])];
  return Array.from({ length: n }, (_, i) => {
    const y = top + (c.h - top) * between(c, 0.08, 0.95);
    const s = 0.25 + (0.75 * (y - top)) / (c.h - top);
    const x = c.w * between(c, 0.03, 0.97);
    const hh = c.h * 0.16 * s;
    return `<ellipse cx="${f(x + hh * 0.2)}" cy="${f(y)}" rx="${f(hh * 0.3)}" ry="${f(hh * 0.07)}" fill="#000" opacity="0.25"/><rect x="${f(x - hh * 0.14)}" y="${f(y - hh * 0.8)}" width="${f(hh * 0.28)}" height="${f(hh * 0.45)}" rx="${f(hh * 0.06)}" fill="${kits[i % 2]}"/><rect x="${f(x - hh * 0.11)}" y="${f(y - hh * 0.36)}" width="${f(hh * 0.22)}" height="${f(hh * 0.36)}" fill="#222"/><circle cx="${f(x)}" cy="${f(y - hh * 0.9)}" r="${f(hh * 0.11)}" fill="#C68E6A"/>`;
  }).join("");
}

/** A football pitch from the stands: mown stripes, the lines in perspective, the crowd beyond. */
export const pitch: Scene = (c) => {
  const top = c.h * between(c, 0.18, 0.4);
  const night = c.r.next() < 0.4;
  const grass = hsl(between(c, 95, 125), between(c, 0.4, 0.6), between(c, 0.3, 0.42));
  const vx = c.w * between(c, 0.3, 0.7);
  const parts = [
    crowd(c, top, night),
    `<rect y="${f(top)}" width="${c.w}" height="${f(c.h - top)}" fill="${grass}"/>`,
  ];
  for (let i = 0; i < 14; i += 2) {
    const a = (i / 14) * c.w * 3 - c.w;
    const b = ((i + 1) / 14) * c.w * 3 - c.w;
    parts.push(
      `<polygon points="${f(vx + (a - vx) * 0.3)},${f(top)} ${f(vx + (b - vx) * 0.3)},${f(top)} ${f(b)},${c.h} ${f(a)},${c.h}" fill="${shade(grass, 0.1)}"/>`,
    );
  }
  const line = `stroke="#FFFFFF" stroke-opacity="0.85" fill="none"`;
  parts.push(`<line x1="0" y1="${f(top + 6)}" x2="${c.w}" y2="${f(top + 6)}" ${line} stroke-width="2"/>`);
  if (c.r.next() < 0.5) {
    const mid = top + (c.h - top) * between(c, 0.3, 0.6);
    parts.push(
      `<ellipse cx="${f(vx)}" cy="${f(mid)}" rx="${f(c.w * 0.18)}" ry="${f((c.h - top) * 0.14)}" ${line} stroke-width="3"/>`,
    );
    parts.push(
      `<line x1="${f(vx)}" y1="${f(top + 6)}" x2="${f(vx + (vx - c.w / 2) * 0.6)}" y2="${c.h}" ${line} stroke-width="3"/>`,
    );
  } else {
    const box = (wTop: number, depth: number) =>
      `<polygon points="${f(vx - wTop)},${f(top + 6)} ${f(vx + wTop)},${f(top + 6)} ${f(vx + wTop * 1.3)},${f(top + 6 + depth)} ${f(vx - wTop * 1.3)},${f(top + 6 + depth)}" ${line} stroke-width="3"/>`;
    parts.push(box(c.w * 0.28, (c.h - top) * 0.4), box(c.w * 0.12, (c.h - top) * 0.14));
    parts.push(
      `<rect x="${f(vx - c.w * 0.07)}" y="${f(top - c.h * 0.07)}" width="${f(c.w * 0.14)}" height="${f(c.h * 0.07 + 6)}" fill="none" stroke="#FFFFFF" stroke-width="4"/>`,
    );
  }
  parts.push(players(c, top, c.r.int(3, 12)));
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${linear(c, [
      [0, "#000", 0],
      [1, "#000", 0.25],
    ])}"/>`,
  );
  return parts.join("");
};

/** A court: a wooden basketball floor with its key and hoop, or a blue hard court with a net. */
export const court: Scene = (c) => {
  const basket = c.r.next() < 0.55;
  const floor = basket
    ? hsl(between(c, 25, 38), between(c, 0.45, 0.65), between(c, 0.45, 0.62))
    : hsl(c.r.pick([210, 150, 12]) + between(c, -12, 12), 0.45, between(c, 0.35, 0.5));
  const top = c.h * between(c, 0.2, 0.35);
  const parts = [
    crowd(c, top, c.r.next() < 0.5),
    `<rect y="${f(top)}" width="${c.w}" height="${f(c.h - top)}" fill="${floor}"/>`,
  ];
  if (basket)
    for (let x = 0; x < c.w; x += 26)
      parts.push(
        `<line x1="${f(x)}" y1="${f(top)}" x2="${f(x + (x - c.w / 2) * 0.8)}" y2="${c.h}" stroke="${shade(floor, -0.12)}" stroke-width="1.5"/>`,
      );
  const line = `stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.9"`;
  const cx = c.w * between(c, 0.35, 0.65);
  if (basket) {
    const paint = hsl(c.r.pick([0, 210, 140, 270]), 0.55, 0.4);
    parts.push(
      `<polygon points="${f(cx - c.w * 0.1)},${f(top + 10)} ${f(cx + c.w * 0.1)},${f(top + 10)} ${f(cx + c.w * 0.16)},${f(c.h * 0.8)} ${f(cx - c.w * 0.16)},${f(c.h * 0.8)}" fill="${paint}" opacity="0.85"/>`,
    );
    parts.push(
      `<ellipse cx="${f(cx)}" cy="${f(c.h * 0.8)}" rx="${f(c.w * 0.16)}" ry="${f(c.h * 0.08)}" ${line}/><path d="M${f(cx - c.w * 0.42)},${f(top + 10)} Q${f(cx)},${f(c.h * 1.2)} ${f(cx + c.w * 0.42)},${f(top + 10)}" ${line}/>`,
    );
    parts.push(
      `<rect x="${f(cx - c.w * 0.07)}" y="${f(top - c.h * 0.16)}" width="${f(c.w * 0.14)}" height="${f(c.h * 0.1)}" fill="#FFFFFF" opacity="0.8" stroke="#333" stroke-width="2"/><ellipse cx="${f(cx)}" cy="${f(top - c.h * 0.05)}" rx="${f(c.w * 0.03)}" ry="5" fill="none" stroke="#E65100" stroke-width="3"/>`,
    );
  } else {
    parts.push(
      `<polygon points="${f(cx - c.w * 0.2)},${f(top + 12)} ${f(cx + c.w * 0.2)},${f(top + 12)} ${f(cx + c.w * 0.5)},${c.h} ${f(cx - c.w * 0.5)},${c.h}" ${line}/><line x1="${f(cx)}" y1="${f(top + 12)}" x2="${f(cx)}" y2="${c.h}" ${line}/>`,
    );
    const ny = top + (c.h - top) * 0.35;
    parts.push(
      `<rect x="${f(cx - c.w * 0.32)}" y="${f(ny - 30)}" width="${f(c.w * 0.64)}" height="30" fill="#111" opacity="0.35"/><line x1="${f(cx - c.w * 0.32)}" y1="${f(ny - 30)}" x2="${f(cx + c.w * 0.32)}" y2="${f(ny - 30)}" stroke="#FFFFFF" stroke-width="3"/>`,
    );
  }
  parts.push(players(c, top, c.r.int(1, basket ? 8 : 3)));
  return parts.join("");
};

/** The bend of a running track: red lanes with white lines, the infield beside it. */
export const track: Scene = (c) => {
  const lane = hsl(between(c, 5, 20), between(c, 0.5, 0.7), between(c, 0.38, 0.5));
  const ox = c.r.next() < 0.5 ? c.w * between(c, -0.1, 0.2) : c.w * between(c, 0.8, 1.1);
  const oy = c.h * between(c, -0.3, 0.1);
  const r0 = c.h * between(c, 0.3, 0.45);
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="${shade(lane, -0.1)}"/>`];
  parts.push(`<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(r0 * 3.6)}" ry="${f(r0 * 1.8)}" fill="${lane}"/>`);
  for (let i = 0; i <= 8; i++)
    parts.push(
      `<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(r0 * (1.6 + i * 0.25))}" ry="${f(r0 * (0.8 + i * 0.125))}" fill="none" stroke="#FFFFFF" stroke-width="${f(2 + i * 0.4)}" opacity="0.85"/>`,
    );
  parts.push(
    `<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(r0 * 1.6 - 2)}" ry="${f(r0 * 0.8 - 2)}" fill="${hsl(between(c, 95, 125), 0.5, 0.36)}"/>`,
  );
  if (c.r.next() < 0.5)
    parts.push(
      `<rect width="${c.w}" height="${f(c.h * 0.25)}" fill="#000" opacity="0.2" ${blur(c, 20, 0, c.h * 0.3)}/>`,
    );
  return parts.join("");
};

/** A pool from above: lane ropes of coloured floats, dark lane lines, light rippling on the water. */
export const pool: Scene = (c) => {
  const water = hsl(between(c, 180, 205), between(c, 0.55, 0.8), between(c, 0.42, 0.58));
  const lanes = c.r.int(4, 8);
  const angle = between(c, -12, 12);
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${water}"/>`,
    `<g transform="rotate(${f(angle)} ${f(c.w / 2)} ${f(c.h / 2)})">`,
  ];
  const lh = (c.h * 1.4) / lanes;
  for (let i = 0; i < lanes; i++) {
    const y = -c.h * 0.2 + i * lh;
    parts.push(
      `<rect x="${f(-c.w * 0.2)}" y="${f(y + lh * 0.45)}" width="${f(c.w * 1.4)}" height="${f(lh * 0.08)}" fill="#0B2A4A" opacity="0.5"/>`,
    );
    const colors = c.r.pick([
      ["#D32F2F", "#FFFFFF"],
      ["#1565C0", "#FFEB3B"],
      ["#2E7D32", "#FFFFFF"],
    ]);
    for (let x = -c.w * 0.2; x < c.w * 1.2; x += 14)
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${colors[Math.floor(x / 140) % 2 === 0 ? 0 : 1]}"/>`,
      );
  }
  parts.push("</g>");
  const caustic = blur(c, 2);
  const waves: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = c.r.next() * c.w;
    const y = c.r.next() * c.h;
    waves.push(
      `<path d="M${f(x)},${f(y)} q${f(between(c, 10, 40))},${f(between(c, -15, 15))} ${f(between(c, 30, 80))},0" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.35"/>`,
    );
  }
  parts.push(`<g ${caustic}>${waves.join("")}</g>`);
  return parts.join("");
};
