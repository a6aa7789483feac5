/** One frame of a seek-preview sprite: the sprite's URL and the frame's box in it, in px. */
export type SpriteFrame = { url: string; x: number; y: number; w: number; h: number };

type CueLike = { startTime: number; endTime: number; text: string };

/**
 * A thumbnails index cue's text (`sprite.jpg#xywh=160,0,160,90`, the media-fragment form seek
 * previews use) as a frame, its URL resolved against the index's own; null when it is not one.
 */
export function spriteFrame(text: string, indexUrl: string): SpriteFrame | null {
  const m = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(text.trim());
  if (!m) return null;
  let url: string;
  try {
    url = new URL(m[1]!, new URL(indexUrl, "http://localhost/")).href;
  } catch {
    return null;
  }
  // An index given by path keeps its path: the sprite is fetched from the page's own origin.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(indexUrl)) url = url.replace(/^http:\/\/localhost/, "");
  const [x, y, w, h] = [m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? { url, x, y, w, h } : null;
}

/** The frame of the index's cues shown for `seconds`: the cue that spans it, else the last before it. */
export function frameAt(cues: ArrayLike<CueLike>, seconds: number, indexUrl: string): SpriteFrame | null {
  let found: CueLike | null = null;
  for (const cue of Array.from(cues)) {
    if (cue.startTime > seconds) break;
    found = cue;
    if (seconds < cue.endTime) break;
  }
  return found ? spriteFrame(found.text, indexUrl) : null;
}
