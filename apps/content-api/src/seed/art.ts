import { MOTIFS } from "./art-motifs.ts";
import type { Motif } from "./channels.ts";
import { rotateHue } from "./color.ts";
import { createRandom, hashString } from "./random.ts";

/** CJK first so labels render wherever a Noto CJK or a platform Chinese font is installed. */
const FONT = "Noto Sans CJK SC, Noto Sans SC, Source Han Sans SC, PingFang SC, Microsoft YaHei, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** Rough rendered width: CJK glyphs are one em, Latin about 0.6 em. */
const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e7f ? size : size * 0.6), 0);

export type PictureSpec = {
  width: number;
  height: number;
  palette: readonly [string, string, string];
  motif: Motif;
  label: string;
  sublabel: string;
  /** Makes the same key always draw the same picture. */
  key: string;
};

/**
 * A channel picture: gradient, motif, soft light and a label chip in the lower left. A small hue
 * turn per key keeps one channel's pictures in its palette without looking all alike.
 */
export function drawPicture(spec: PictureSpec): string {
  const { width: w, height: h } = spec;
  const r = createRandom(hashString(spec.key));
  // Turning the colours in code rather than with an SVG filter keeps rendering fast.
  const turn = r.int(-28, 28);
  const palette = [rotateHue(spec.palette[0], turn), rotateHue(spec.palette[1], turn)] as const;
  const angle = r.int(0, 1) === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const size = Math.round(Math.min(w, h) * 0.075);
  const small = Math.round(size * 0.45);
  const chipW = Math.max(textWidth(spec.label, size), textWidth(spec.sublabel, small) * 1.3) + size * 1.2;
  const chipH = size + small + size * 1.1;
  const x = Math.round(w * 0.05);
  const y = Math.round(h - chipH - h * 0.06);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" ${angle}><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<radialGradient id="glow" cx="${r.int(20, 80)}%" cy="${r.int(10, 50)}%" r="60%"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${MOTIFS[spec.motif](w, h, spec.palette[2], r)}
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
<rect x="${x}" y="${y}" width="${Math.round(chipW)}" height="${Math.round(chipH)}" rx="${Math.round(size * 0.35)}" fill="#000000" fill-opacity="0.38"/>
<text x="${x + Math.round(size * 0.6)}" y="${y + Math.round(size * 0.55 + small)}" font-family="${FONT}" font-size="${small}" letter-spacing="3" fill="${spec.palette[2]}">${escapeXml(spec.sublabel)}</text>
<text x="${x + Math.round(size * 0.6)}" y="${y + Math.round(size * 0.75 + small + size)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#FFFFFF">${escapeXml(spec.label)}</text>
</svg>`;
}

/** A round avatar with the account's first character. */
export function drawAvatar(size: number, palette: readonly [string, string], name: string): string {
  const initial = escapeXml([...name][0] ?? "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<circle cx="${size * 0.85}" cy="${size * 0.15}" r="${size * 0.35}" fill="#FFFFFF" opacity="0.14"/>
<text x="50%" y="50%" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.46)}" font-weight="700" fill="#FFFFFF">${initial}</text>
</svg>`;
}

/** The product logo: an eye (目) in the theme colour on a rounded square. */
export function drawLogo(size: number, color: string): string {
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF7A45"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<rect x="2" y="2" width="96" height="96" rx="24" fill="url(#g)"/>
<path d="M14 50 Q50 14 86 50 Q50 86 14 50 Z" fill="#FFFFFF"/>
<circle cx="50" cy="50" r="17" fill="${color}"/>
<circle cx="50" cy="50" r="8" fill="#2B0A00"/>
<circle cx="56" cy="44" r="4" fill="#FFFFFF"/>
</svg>`;
}
