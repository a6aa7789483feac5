import sharp from "sharp";

/**
 * What a glance takes in of a picture: where it gets lighter or darker (a 16×16 difference hash)
 * and its colours (an 8×8 thumbnail). Used to check that no two demo pictures look alike.
 */
export type Glance = { bits: Uint8Array; colours: Buffer };

export async function glance(file: string): Promise<Glance> {
  const grey = await sharp(file).greyscale().resize(17, 16, { fit: "fill" }).raw().toBuffer();
  const bits = new Uint8Array(256);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) bits[y * 16 + x] = grey[y * 17 + x]! > grey[y * 17 + x + 1]! ? 1 : 0;
  const colours = await sharp(file).resize(8, 8, { fit: "fill" }).removeAlpha().raw().toBuffer();
  return { bits, colours };
}

/**
 * How different two pictures look, from 0 (the same) to 2: the share of differing hash bits plus
 * the mean colour difference. Flat motifs re-tinted score about 0.1; two photographs of one kind
 * of subject (two stadiums, two vases) about 0.25 and more.
 */
export function unlikeness(a: Glance, b: Glance): number {
  let bits = 0;
  for (let i = 0; i < a.bits.length; i++) bits += a.bits[i] === b.bits[i] ? 0 : 1;
  let colour = 0;
  for (let i = 0; i < a.colours.length; i++) colour += Math.abs(a.colours[i]! - b.colours[i]!);
  return bits / a.bits.length + colour / a.colours.length / 255;
}
