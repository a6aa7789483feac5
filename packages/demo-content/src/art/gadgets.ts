import { hsl, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, type Scene } from "./canvas.ts";

/** A laptop open on a desk, seen from the front, its screen lighting the room. */
function laptop(c: Canvas): string {
  const deskY = c.h * between(c, 0.62, 0.78);
  const cx = c.w * between(c, 0.3, 0.7);
  const sw = c.w * between(c, 0.35, 0.55);
  const sh = sw * 0.62;
  const glow = hsl(between(c, 180, 260), 0.6, 0.5);
  const wood = hsl(between(c, 20, 35), 0.35, between(c, 0.25, 0.5));
  return [
    `<rect y="${f(deskY)}" width="${c.w}" height="${f(c.h - deskY)}" fill="${linear(c, [
      [0, shade(wood, 0.1)],
      [1, shade(wood, -0.3)],
    ])}"/>`,
    `<rect x="${f(cx - sw / 2)}" y="${f(deskY - sh)}" width="${f(sw)}" height="${f(sh)}" rx="8" fill="#1C1C1E"/>`,
    `<rect x="${f(cx - sw / 2 + 8)}" y="${f(deskY - sh + 8)}" width="${f(sw - 16)}" height="${f(sh - 16)}" fill="${linear(
      c,
      [
        [0, shade(glow, 0.3)],
        [1, shade(glow, -0.3)],
      ],
      [0, 0, 1, 1],
    )}"/>`,
    `<polygon points="${f(cx - sw / 2)},${f(deskY)} ${f(cx + sw / 2)},${f(deskY)} ${f(cx + sw * 0.58)},${f(deskY + c.h * 0.04)} ${f(cx - sw * 0.58)},${f(deskY + c.h * 0.04)}" fill="#BFC3C8"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(deskY)}" rx="${f(sw * 0.8)}" ry="${f(c.h * 0.08)}" fill="${glow}" opacity="0.2"/>`,
  ].join("");
}

/** A product shot: a phone, tablet or watch on a seamless backdrop, with its shadow and reflection. */
export const device: Scene = (c) => {
  const hue = between(c, 0, 360);
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${linear(c, [
      [0, hsl(hue, 0.2, between(c, 0.75, 0.92))],
      [1, hsl(hue, 0.25, between(c, 0.45, 0.7))],
    ])}"/>`,
  ];
  const kind = c.r.int(0, 3);
  if (kind === 3) return parts.join("") + laptop(c);
  const cx = c.w * between(c, 0.3, 0.7);
  const cy = c.h * between(c, 0.45, 0.6);
  const dh = c.h * (kind === 2 ? 0.35 : between(c, 0.6, 0.8));
  const dw = kind === 0 ? dh * 0.48 : kind === 1 ? dh * 0.72 : dh * 0.85;
  const angle = between(c, -25, 25);
  const screen = linear(
    c,
    [
      [0, hsl(between(c, 0, 360), 0.7, 0.45)],
      [1, hsl(between(c, 0, 360), 0.7, 0.25)],
    ],
    [0, 0, 1, 1],
  );
  const frame = c.r.pick(["#1C1C1E", "#E5E5EA", "#C9B79C", "#3A4A5C"]);
  parts.push(
    `<ellipse cx="${f(cx + 20)}" cy="${f(cy + dh * 0.52)}" rx="${f(dw * 0.8)}" ry="${f(dh * 0.06)}" fill="#000" opacity="0.3" ${blur(c, 10, cy + dh * 0.4, cy + dh * 0.65)}/>`,
  );
  const band =
    kind === 2
      ? `<rect x="${f(-dw * 0.3)}" y="${f(-dh * 1.1)}" width="${f(dw * 0.6)}" height="${f(dh * 2.2)}" rx="12" fill="${shade(frame, -0.2)}"/>`
      : "";
  parts.push(
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${band}<rect x="${f(-dw / 2)}" y="${f(-dh / 2)}" width="${f(dw)}" height="${f(dh)}" rx="${f(dw * 0.14)}" fill="${frame}"/><rect x="${f(-dw / 2 + 6)}" y="${f(-dh / 2 + 6)}" width="${f(dw - 12)}" height="${f(dh - 12)}" rx="${f(dw * 0.11)}" fill="${screen}"/><path d="M${f(-dw / 2 + 6)},${f(-dh / 2 + 6)} L${f(dw * 0.2)},${f(-dh / 2 + 6)} L${f(-dw / 2 + 6)},${f(dh * 0.2)} Z" fill="#FFFFFF" opacity="0.15"/></g>`,
  );
  if (c.r.next() < 0.5) {
    const ex = cx + (cx < c.w / 2 ? 1 : -1) * c.w * between(c, 0.2, 0.3);
    const ey = c.h * between(c, 0.6, 0.8);
    parts.push(
      `<rect x="${f(ex - c.h * 0.08)}" y="${f(ey - c.h * 0.06)}" width="${f(c.h * 0.16)}" height="${f(c.h * 0.12)}" rx="${f(c.h * 0.05)}" fill="${c.r.pick(["#F5F5F7", "#2C2C2E"])}"/>`,
    );
  }
  parts.push(
    `<circle cx="${f(c.w * between(c, 0, 1))}" cy="${f(c.h * between(c, 0, 0.4))}" r="${f(c.h * 0.3)}" fill="#FFFFFF" opacity="0.25" ${blur(c, 30, 0, c.h * 0.7)}/>`,
  );
  return parts.join("");
};
