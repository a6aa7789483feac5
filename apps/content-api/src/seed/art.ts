import { MOTIFS } from "./art-motifs.ts";
import type { Motif } from "./channels.ts";
import { rotateHue } from "./color.ts";
import { createRandom, hashString } from "./random.ts";

/*
 * The pictures hold no text: the seed renders them on whatever machine starts the service, and one
 * without a Chinese font would draw every glyph as an empty box. Captions live in the article HTML.
 */

export type PictureSpec = {
  width: number;
  height: number;
  palette: readonly [string, string, string];
  motif: Motif;
  /** Makes the same key always draw the same picture. */
  key: string;
};

/**
 * A channel picture: gradient, motif, soft light and a vignette. A small hue
 * turn per key keeps one channel's pictures in its palette without looking all alike.
 */
export function drawPicture(spec: PictureSpec): string {
  const { width: w, height: h } = spec;
  const r = createRandom(hashString(spec.key));
  // Turning the colours in code rather than with an SVG filter keeps rendering fast.
  const turn = r.int(-28, 28);
  const palette = [rotateHue(spec.palette[0], turn), rotateHue(spec.palette[1], turn)] as const;
  const angle = r.int(0, 1) === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
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
</svg>`;
}

/**
 * An account avatar: the account's gradient with a mark of three soft shapes placed by its name, so
 * every account is told apart at a glance without drawing a glyph.
 */
export function drawAvatar(size: number, palette: readonly [string, string], name: string): string {
  const r = createRandom(hashString(name));
  const s = size;
  const shapes = [0, 1, 2]
    .map((i) => {
      const cx = Math.round((s * r.int(30, 70)) / 100);
      const cy = Math.round((s * r.int(30, 70)) / 100);
      const radius = Math.round(s * (0.12 + 0.06 * i));
      const opacity = (0.22 + 0.2 * (2 - i)).toFixed(2);
      return i === 1
        ? `<rect x="${cx - radius}" y="${cy - radius}" width="${radius * 2}" height="${radius * 2}" rx="${Math.round(radius / 3)}" transform="rotate(${r.int(0, 90)} ${cx} ${cy})" fill="#FFFFFF" opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#FFFFFF" opacity="${opacity}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="url(#g)"/>
${shapes}
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
