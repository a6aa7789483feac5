import sharp from "sharp";

// Writes the web app manifest's icons into public/icons (checked in): `node make-icons.mjs`.
const dir = new URL("./public/icons", import.meta.url).pathname;
// The site's mark: its theme colour with a white play triangle over a page, full bleed for the
// maskable icon (its safe zone is the inner 80 %), rounded for the plain ones.
const svg = (size, maskable) => {
  const r = maskable ? 0 : size * 0.22;
  const s = maskable ? 0.6 : 0.75;
  const c = size / 2,
    h = size * s * 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${r}" fill="#FF4A26"/>
<polygon points="${c - h * 0.55},${c - h * 0.75} ${c - h * 0.55},${c + h * 0.75} ${c + h * 0.8},${c}" fill="#fff"/>
</svg>`;
};
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  await sharp(Buffer.from(svg(size, maskable)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${dir}/${name}`);
}
