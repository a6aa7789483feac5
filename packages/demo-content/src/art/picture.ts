import { createRandom, hashString } from "../random.ts";
import { between, type Canvas, f, radial } from "./canvas.ts";
import { SCENES, type SceneName } from "./scenes.ts";

/*
 * The pictures hold no text: the seed renders them on whatever machine starts the service, and one
 * without a Chinese font would draw every glyph as an empty box. Captions live in the article HTML.
 */

export type PictureSpec = { width: number; height: number; scene: SceneName; key: string };

/**
 * A picture of one scene family. Everything that varies (composition, palette, time of day, depth)
 * is drawn from the key's own random sequence, so a key always gives the same picture and two
 * keys of one family differ as two photographs of one subject would.
 */
export function drawPicture(spec: PictureSpec): string {
  const c: Canvas = {
    w: spec.width,
    h: spec.height,
    r: createRandom(hashString(spec.key)),
    defs: [],
    next: 0,
  };
  const body = SCENES[spec.scene](c);
  // A lens's light falloff and a slight colour cast, as a camera would leave them.
  const vignette = radial(
    c,
    [
      [0.55, "#000000", 0],
      [1, "#000000", between(c, 0.15, 0.45)],
    ],
    0.5,
    0.5,
    0.75,
  );
  const cast = c.r.pick(["#FFB070", "#70A0FF", "#FFE0A0", "#A0FFD0", "#FF90B0"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}"><defs>${c.defs.join("")}</defs>${body}<rect width="${c.w}" height="${c.h}" fill="${cast}" opacity="${f(between(c, 0, 0.1))}"/><rect width="${c.w}" height="${c.h}" fill="${vignette}"/></svg>`;
}
