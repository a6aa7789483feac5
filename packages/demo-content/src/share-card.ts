import { drawLogo } from "./art/marks.ts";

/** The share card's size: Open Graph's large card (1.91:1), which chat apps crop to a square at its centre. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;
export const SHARE_CARD_NAME = "seed/brand/share-card";

/**
 * The site's share picture: the logo large at the centre (what survives a square crop) on a warm
 * field of the theme colour, with soft rings echoing the eye. No text: the card's title carries it.
 */
export function drawShareCard(color: string): string {
  const { width: w, height: h } = SHARE_CARD;
  const logo = 300;
  const logoSvg = drawLogo(logo, color).replace("<svg ", `<svg x="${(w - logo) / 2}" y="${(h - logo) / 2}" `);
  const rings = [220, 330, 460, 610]
    .map(
      (r, i) =>
        `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="none" stroke="#FFFFFF" stroke-opacity="${0.22 - i * 0.045}" stroke-width="${28 - i * 5}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#FF9A6B"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="#B8260E"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${rings}
${logoSvg}
</svg>`;
}
