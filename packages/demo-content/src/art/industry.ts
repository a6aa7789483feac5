import { hsl, shade } from "../color.ts";
import { between, blur, f, linear, radial, type Scene } from "./canvas.ts";
import { DAY_TIMES, drawSky } from "./sky.ts";

const BOXES = ["#C0392B", "#2471A3", "#D68910", "#1E8449", "#7D3C98", "#95A5A6", "#CA6F1E", "#17A589"];

/** A container port: stacks of coloured boxes, gantry cranes against the sky, water in front. */
export const containers: Scene = (c) => {
  const ground = c.h * between(c, 0.72, 0.86);
  const sky = drawSky(c, [...DAY_TIMES, "dusk"], ground);
  const parts = [sky.svg];
  const cranes = c.r.int(2, 4);
  for (let i = 0; i < cranes; i++) {
    const x = c.w * between(c, 0.05, 0.9);
    const hh = c.h * between(c, 0.45, 0.7);
    const color = sky.tint(c.r.pick(["#D35400", "#2E86C1", "#F1C40F", "#ECF0F1"]));
    parts.push(
      `<g stroke="${color}" stroke-width="5" fill="none"><line x1="${f(x)}" y1="${f(ground)}" x2="${f(x)}" y2="${f(ground - hh)}"/><line x1="${f(x + 50)}" y1="${f(ground)}" x2="${f(x + 50)}" y2="${f(ground - hh)}"/><line x1="${f(x - 90)}" y1="${f(ground - hh)}" x2="${f(x + 160)}" y2="${f(ground - hh)}"/><line x1="${f(x)}" y1="${f(ground - hh * 0.6)}" x2="${f(x + 50)}" y2="${f(ground - hh * 0.6)}"/></g>`,
    );
  }
  const bw = c.w * between(c, 0.05, 0.08);
  const bh = bw * 0.42;
  for (let x = -10; x < c.w; x += bw + 2) {
    const stack = c.r.int(1, 6);
    for (let k = 0; k < stack; k++) {
      const color = sky.tint(c.r.pick(BOXES));
      const ribs = Array.from(
        { length: 6 },
        (_, r) =>
          `<rect x="${f(x + (bw * (r + 0.5)) / 6)}" y="${f(ground - (k + 1) * bh)}" width="1.5" height="${f(bh)}" fill="${shade(color, -0.3)}"/>`,
      ).join("");
      parts.push(
        `<rect x="${f(x)}" y="${f(ground - (k + 1) * bh)}" width="${f(bw)}" height="${f(bh - 1.5)}" fill="${color}"/>${ribs}`,
      );
    }
  }
  parts.push(
    `<rect y="${f(ground)}" width="${c.w}" height="${f(c.h - ground)}" fill="${linear(c, [
      [0, sky.tint("#2F4F5F")],
      [1, sky.tint("#1B2F3A")],
    ])}"/>`,
  );
  return parts.join("");
};

/** A circuit board close up: traces, vias, chips and capacitors, with a shallow depth of field. */
export const circuit: Scene = (c) => {
  const board = hsl(c.r.pick([140, 150, 210, 220, 0, 280]), between(c, 0.3, 0.6), between(c, 0.12, 0.25));
  const copper = c.r.pick(["#D4AF37", "#C0C8D0", "#E0B070"]);
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="${board}"/>`];
  const layer = (soft: string, scale: number) => {
    const out: string[] = [`<g ${soft}>`];
    const step = 14 * scale;
    for (let i = 0; i < 40; i++) {
      let x = c.r.next() * c.w;
      let y = c.r.next() * c.h;
      let d = `M${f(x)},${f(y)}`;
      for (let k = 0; k < 4; k++) {
        const len = step * c.r.int(2, 10);
        if (k % 2 === 0) x += c.r.next() < 0.5 ? len : -len;
        else y += c.r.next() < 0.5 ? len : -len;
        d += ` L${f(x)},${f(y)}`;
      }
      out.push(
        `<path d="${d}" stroke="${copper}" stroke-opacity="0.6" stroke-width="${f(2 * scale)}" fill="none"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(3.5 * scale)}" fill="none" stroke="${copper}" stroke-width="${f(1.5 * scale)}"/>`,
      );
    }
    out.push("</g>");
    return out.join("");
  };
  parts.push(layer(blur(c, 3), 1.6));
  const focusY = c.h * between(c, 0.3, 0.7);
  parts.push(`<g>${layer("", 1)}</g>`);
  for (let i = 0; i < c.r.int(1, 3); i++) {
    const s = c.h * between(c, 0.16, 0.34);
    const x = c.w * between(c, 0.1, 0.75);
    const y = focusY + between(c, -0.3, 0.2) * c.h;
    const pins = Array.from(
      { length: 8 },
      (_, k) =>
        `<rect x="${f(x + (s * (k + 0.6)) / 8.5)}" y="${f(y - 8)}" width="${f(s / 20)}" height="${f(s + 16)}" fill="#C8CDD2"/>`,
    ).join("");
    parts.push(
      `${pins}<rect x="${f(x + 5)}" y="${f(y + 7)}" width="${f(s)}" height="${f(s)}" rx="4" fill="#000" opacity="0.3"/><rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="3" fill="${linear(
        c,
        [
          [0, "#3A3A3E"],
          [1, "#121214"],
        ],
        [0, 0, 1, 1],
      )}"/><circle cx="${f(x + s * 0.15)}" cy="${f(y + s * 0.15)}" r="${f(s * 0.04)}" fill="#555"/>`,
    );
  }
  for (let i = 0; i < c.r.int(2, 6); i++) {
    const x = c.r.next() * c.w;
    const y = c.r.next() * c.h;
    const r = c.h * between(c, 0.03, 0.07);
    parts.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${radial(
        c,
        [
          [0, "#E8E8EC"],
          [0.7, "#9AA0A8"],
          [1, "#4A4E55"],
        ],
        0.4,
        0.4,
        0.6,
      )}"/>`,
    );
  }
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${linear(c, [
      [0, "#000", 0.45],
      [0.35, "#000", 0],
      [0.65, "#000", 0],
      [1, "#000", 0.45],
    ])}"/>`,
  );
  return parts.join("");
};
