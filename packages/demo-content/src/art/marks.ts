import { createRandom, hashString } from "../random.ts";

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
