import { hsl, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, radial, type Scene } from "./canvas.ts";

/** A table top seen from above: wood grain or a cloth. */
function tableTop(c: Canvas): string {
  if (c.r.next() < 0.6) {
    const wood = hsl(between(c, 18, 38), between(c, 0.3, 0.55), between(c, 0.25, 0.6));
    const grain = Array.from(
      { length: 18 },
      () =>
        `<rect y="${f(c.r.next() * c.h)}" width="${c.w}" height="${f(between(c, 1, 4))}" fill="${shade(wood, -0.2)}" opacity="0.4"/>`,
    ).join("");
    return `<rect width="${c.w}" height="${c.h}" fill="${linear(
      c,
      [
        [0, shade(wood, 0.1)],
        [1, shade(wood, -0.15)],
      ],
      [0, 0, 1, 1],
    )}"/>${grain}`;
  }
  const cloth = hsl(between(c, 0, 360), between(c, 0.1, 0.4), between(c, 0.55, 0.85));
  const check = c.r.next() < 0.5;
  const lines = check
    ? Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${f((c.w * i) / 14)}" width="${f(c.w / 28)}" height="${c.h}" fill="${shade(cloth, -0.2)}" opacity="0.35"/><rect y="${f((c.h * i) / 8)}" width="${c.w}" height="${f(c.h / 16)}" fill="${shade(cloth, -0.2)}" opacity="0.35"/>`,
      ).join("")
    : "";
  return `<rect width="${c.w}" height="${c.h}" fill="${cloth}"/>${lines}`;
}

const shadow = (x: number, y: number, r: number) =>
  `<circle cx="${f(x + r * 0.08)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000000" opacity="0.3"/>`;

/** A meal from above: plates and bowls of noodles, greens, rice or dumplings, chopsticks, tea. */
export const food: Scene = (c) => {
  const parts = [tableTop(c)];
  const shadows: string[] = [];
  const dishes = c.r.int(2, 5);
  for (let i = 0; i < dishes; i++) {
    const r = c.h * between(c, 0.14, 0.3);
    const x = c.w * between(c, 0.1, 0.9);
    const y = c.h * between(c, 0.15, 0.85);
    const rim = c.r.pick(["#FAFAF7", "#EDE8DF", "#DCE6EE", "#2F3A40", "#E9D8C4"]);
    shadows.push(shadow(x, y, r));
    parts.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rim}"/>`,
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="${shade(rim, -0.06)}"/>`,
    );
    const kind = c.r.int(0, 4);
    const inner = r * 0.7;
    if (kind === 0) {
      const broth = hsl(between(c, 20, 40), 0.6, between(c, 0.35, 0.55));
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(inner)}" fill="${broth}"/>`);
      for (let k = 0; k < 16; k++)
        parts.push(
          `<path d="M${f(x - inner * 0.8 + c.r.next() * inner * 0.4)},${f(y + between(c, -0.6, 0.6) * inner)} q${f(inner * 0.4)},${f(between(c, -20, 20))} ${f(inner * 1.2)},0" stroke="#F3E1B0" stroke-width="3" fill="none"/>`,
        );
      parts.push(
        `<circle cx="${f(x + inner * 0.3)}" cy="${f(y - inner * 0.3)}" r="${f(inner * 0.2)}" fill="#5E8C31"/>`,
      );
    } else if (kind === 1) {
      for (let k = 0; k < 14; k++)
        parts.push(
          `<ellipse cx="${f(x + between(c, -0.55, 0.55) * inner)}" cy="${f(y + between(c, -0.55, 0.55) * inner)}" rx="${f(inner * 0.28)}" ry="${f(inner * 0.12)}" transform="rotate(${f(between(c, 0, 180))} ${f(x)} ${f(y)})" fill="${hsl(between(c, 90, 130), 0.55, between(c, 0.25, 0.45))}"/>`,
        );
    } else if (kind === 2) {
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(inner)}" fill="#F7F5EE"/>`);
      for (let k = 0; k < 40; k++)
        parts.push(
          `<ellipse cx="${f(x + between(c, -0.7, 0.7) * inner)}" cy="${f(y + between(c, -0.7, 0.7) * inner)}" rx="3" ry="1.5" fill="#E4DFD0"/>`,
        );
    } else if (kind === 3) {
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        parts.push(
          `<ellipse cx="${f(x + Math.cos(a) * inner * 0.5)}" cy="${f(y + Math.sin(a) * inner * 0.5)}" rx="${f(inner * 0.3)}" ry="${f(inner * 0.2)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(x + Math.cos(a) * inner * 0.5)} ${f(y + Math.sin(a) * inner * 0.5)})" fill="#F5EBD8" stroke="#E0D0B0"/>`,
        );
      }
    } else {
      const sauce = hsl(between(c, 0, 25), 0.65, between(c, 0.3, 0.45));
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(inner * 0.9)}" fill="${sauce}"/>`);
      for (let k = 0; k < 10; k++)
        parts.push(
          `<rect x="${f(x + between(c, -0.6, 0.5) * inner)}" y="${f(y + between(c, -0.6, 0.5) * inner)}" width="${f(inner * 0.25)}" height="${f(inner * 0.2)}" rx="4" fill="${shade(sauce, -0.25)}"/>`,
        );
    }
  }
  const cx = c.w * between(c, 0.1, 0.8);
  const cy = c.h * between(c, 0.05, 0.9);
  const angle = between(c, -40, 40);
  parts.push(
    `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><rect x="${f(cx)}" y="${f(cy)}" width="${f(c.w * 0.4)}" height="6" rx="3" fill="#3B2A1E"/><rect x="${f(cx)}" y="${f(cy + 12)}" width="${f(c.w * 0.4)}" height="6" rx="3" fill="#3B2A1E"/></g>`,
  );
  if (c.r.next() < 0.6) {
    const tx = c.w * between(c, 0.05, 0.95);
    const ty = c.h * between(c, 0.05, 0.95);
    const tr = c.h * 0.09;
    shadows.push(shadow(tx, ty, tr));
    parts.push(
      `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(tr)}" fill="#F2EFE8"/><circle cx="${f(tx)}" cy="${f(ty)}" r="${f(tr * 0.8)}" fill="${hsl(between(c, 30, 60), 0.6, 0.4)}"/>`,
    );
  }
  parts.splice(1, 0, `<g ${blur(c, c.h * 0.02)}>${shadows.join("")}</g>`);
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${radial(
      c,
      [
        [0, "#FFF3D6", 0.3],
        [1, "#FFF3D6", 0],
      ],
      between(c, 0, 1),
      between(c, 0, 0.5),
      0.7,
    )}"/>`,
  );
  return parts.join("");
};

/** A desk from above: papers with lines of (unreadable) print, a pen, glasses, a cup, a seal. */
export const desk: Scene = (c) => {
  const parts = [tableTop(c)];
  const sheets = c.r.int(2, 5);
  for (let i = 0; i < sheets; i++) {
    const x = c.w * between(c, 0, 0.7);
    const y = c.h * between(c, -0.1, 0.5);
    const pw = c.w * between(c, 0.22, 0.32);
    const ph = pw * 1.41;
    const lines = Array.from(
      { length: 14 },
      (_, k) =>
        `<rect x="${f(pw * 0.1)}" y="${f(ph * (0.12 + k * 0.055))}" width="${f(pw * between(c, 0.5, 0.8))}" height="3" fill="#9AA0A6" opacity="0.6"/>`,
    ).join("");
    parts.push(
      `<g transform="rotate(${f(between(c, -18, 18))} ${f(x + pw / 2)} ${f(y + ph / 2)}) translate(${f(x)} ${f(y)})"><rect x="4" y="6" width="${f(pw)}" height="${f(ph)}" fill="#000" opacity="0.12"/><rect width="${f(pw)}" height="${f(ph)}" fill="${c.r.pick(["#FFFFFF", "#FBF8F1", "#F4F6F8"])}"/>${lines}</g>`,
    );
  }
  const px = c.w * between(c, 0.1, 0.8);
  const py = c.h * between(c, 0.2, 0.9);
  parts.push(
    `<rect x="${f(px)}" y="${f(py)}" width="${f(c.w * 0.25)}" height="8" rx="4" fill="${c.r.pick(["#1A1A1A", "#0D3B66", "#8B1E3F"])}" transform="rotate(${f(between(c, -50, 50))} ${f(px)} ${f(py)})"/>`,
  );
  const extra = c.r.int(0, 2);
  const ex = c.w * between(c, 0.6, 0.92);
  const ey = c.h * between(c, 0.15, 0.85);
  if (extra === 0)
    parts.push(
      `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(c.h * 0.1)}" fill="#FFFFFF"/><circle cx="${f(ex)}" cy="${f(ey)}" r="${f(c.h * 0.08)}" fill="#5A3A22"/>`,
    );
  if (extra === 1)
    parts.push(
      `<g fill="none" stroke="#222" stroke-width="4"><circle cx="${f(ex - 30)}" cy="${f(ey)}" r="24"/><circle cx="${f(ex + 30)}" cy="${f(ey)}" r="24"/><path d="M${f(ex - 6)},${f(ey)} q6,-8 12,0"/></g>`,
    );
  if (extra === 2)
    parts.push(
      `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(c.h * 0.07)}" fill="none" stroke="#C62828" stroke-width="5" opacity="0.8"/>`,
    );
  parts.push(
    `<rect width="${c.w}" height="${c.h}" fill="${radial(
      c,
      [
        [0, "#FFFFFF", 0.25],
        [1, "#FFFFFF", 0],
      ],
      between(c, 0.2, 0.8),
      0.2,
      0.7,
    )}"/>`,
  );
  return parts.join("");
};
