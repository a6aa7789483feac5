import { DEFAULT_THEME_COLOR } from "@davmu/contract";
import sharp from "sharp";
import { drawLogo } from "../art/marks.ts";
import { drawPicture } from "../art/picture.ts";
import { createRandom, hashString } from "../random.ts";
import type { VideoShape, VideoSpec } from "./plan.ts";

/** One rendition of a video: its frame size and the ceilings its encoder keeps to. */
export type Rendition = { name: string; width: number; height: number; videoKbps: number; audioKbps: number };

/**
 * Frame size and rendition ladder per shape, largest first: the largest is also the MP4. A
 * landscape video has three renditions for HLS to switch between on a phone's changing network; a
 * vertical clip is short and watched full screen, one rendition is enough.
 */
export const SHAPES: Record<VideoShape, { width: number; height: number; ladder: readonly Rendition[] }> = {
  landscape: {
    width: 1280,
    height: 720,
    ladder: [
      { name: "720p", width: 1280, height: 720, videoKbps: 1800, audioKbps: 128 },
      { name: "540p", width: 960, height: 540, videoKbps: 1000, audioKbps: 96 },
      { name: "360p", width: 640, height: 360, videoKbps: 550, audioKbps: 64 },
    ],
  },
  vertical: {
    width: 540,
    height: 960,
    ladder: [{ name: "960p", width: 540, height: 960, videoKbps: 1200, audioKbps: 96 }],
  },
};

export const FPS = 24;
/** Seconds two pictures overlap while one fades into the next. */
export const CROSSFADE = 1;
/** Pictures are drawn this much larger than the frame, so the camera can move over them. */
const OVERSCAN = 1.15;

/**
 * A slow camera move over one picture. A zoom goes from one magnification to the other (1 shows
 * the whole picture) towards a point (`focus`, fractions of the room the zoom leaves). A pan shows a
 * frame-sized part of the picture and moves it along one axis by exactly one pixel a frame, `across`
 * placing it on the other axis.
 */
export type Motion =
  | { kind: "zoom"; zoom: [number, number]; focus: [number, number] }
  | { kind: "pan"; axis: "x" | "y"; step: 1 | -1; across: number };

export type ScenePicture = { svg: string; width: number; height: number; motion: Motion };

/** The size pictures are drawn at for a shape: the frame and its overscan, in even pixels. */
function pictureSize(shape: VideoShape) {
  const even = (v: number) => Math.round((v * OVERSCAN) / 2) * 2;
  return { width: even(SHAPES[shape].width), height: even(SHAPES[shape].height) };
}

/** Frames each picture is on screen, overlaps included: the pictures share the video's length. */
export function framesPerPicture(spec: VideoSpec, crossfade: number): number {
  const n = spec.scenes.length;
  return Math.round(((spec.seconds + (n - 1) * crossfade) / n) * FPS);
}

/**
 * When each picture of the video is on screen, in seconds: from the start of its fade in to the end
 * of its fade out (the last until the video ends). Neighbours overlap by the cross-fade.
 */
export function pictureSpans(spec: VideoSpec): { start: number; end: number }[] {
  const seconds = framesPerPicture(spec, CROSSFADE) / FPS;
  return spec.scenes.map((_, i) => {
    const start = i * (seconds - CROSSFADE);
    return { start, end: Math.min(start + seconds, spec.seconds) };
  });
}

function motionFor(key: string, shape: VideoShape, frames: number): Motion {
  const r = createRandom(hashString(`motion:${key}`));
  const focus: [number, number] = [0.3 + r.next() * 0.4, 0.3 + r.next() * 0.4];
  const moves: Motion[] = [
    { kind: "zoom", zoom: [1, 1.12], focus },
    { kind: "zoom", zoom: [1.12, 1], focus },
  ];
  // Sideways over wide pictures, up and down over tall ones, where the path fits the overscan.
  const axis = shape === "landscape" ? "x" : "y";
  const frame = SHAPES[shape];
  const picture = pictureSize(shape);
  const room = axis === "x" ? picture.width - frame.width : picture.height - frame.height;
  if (room >= frames + 2) {
    const across = 0.2 + r.next() * 0.6;
    moves.push({ kind: "pan", axis, step: 1, across }, { kind: "pan", axis, step: -1, across });
  }
  return r.pick(moves);
}

/** The pictures of a video, drawn from its scenes with the seed's art, each with its camera move. */
export function scenePictures(spec: VideoSpec, crossfade: number): ScenePicture[] {
  const { width: w, height: h } = pictureSize(spec.shape);
  const frames = framesPerPicture(spec, crossfade);
  return spec.scenes.map((scene, i) => {
    const key = `seed/video/${spec.key}/${i + 1}`;
    return {
      svg: drawPicture({ width: w, height: h, scene, key }),
      width: w,
      height: h,
      motion: motionFor(key, spec.shape, frames),
    };
  });
}

/** The product's mark, shown small in a corner of every video as apps do. */
export function watermark(shape: VideoShape): { svg: string; size: number; margin: number } {
  const size = shape === "landscape" ? 48 : 40;
  return { svg: drawLogo(size, DEFAULT_THEME_COLOR), size, margin: Math.round(size / 2.5) };
}

/** The picture as a PNG the encoder reads; fast compression, as it lives only while encoding. */
export async function writePicturePng(picture: ScenePicture, file: string): Promise<void> {
  await sharp(Buffer.from(picture.svg)).png({ compressionLevel: 1 }).toFile(file);
}

/** The part of the picture the camera shows first, in picture pixels: the poster shows the same. */
export function firstView(picture: ScenePicture, frame: { width: number; height: number }) {
  const m = picture.motion;
  const z = m.kind === "zoom" ? m.zoom[0] : 1;
  const width = m.kind === "zoom" ? Math.round(picture.width / z) : frame.width;
  const height = m.kind === "zoom" ? Math.round(picture.height / z) : frame.height;
  const room = { x: picture.width - width, y: picture.height - height };
  const place = (axis: "x" | "y") => {
    if (m.kind === "zoom") return m.focus[axis === "x" ? 0 : 1] * room[axis];
    if (m.axis !== axis) return m.across * room[axis];
    return m.step === 1 ? 1 : room[axis] - 1;
  };
  return { left: Math.round(place("x")), top: Math.round(place("y")), width, height };
}

/**
 * The filters that turn input `input` (one still picture) into `frames` frames of its move at the
 * frame size, as yuva420p (for the cross-fade's alpha).
 *
 * Both moves land on whole pixels, so their speeds are chosen for it. A pan crops (exact=1: not
 * rounded to the chroma grid) one picture pixel further each frame: even motion, 21 to 24 screen
 * pixels a second, and nearly free, as nothing is resampled. A zoom resamples every frame (zoompan),
 * in yuv444p because in yuv420p zoompan rounds its view's position to even pixels, a visible wobble.
 */
export function moveFilter(
  picture: ScenePicture,
  input: number,
  frames: number,
  frame: { width: number; height: number },
): string {
  const m = picture.motion;
  const n = (v: number) => v.toFixed(4);
  if (m.kind === "pan") {
    const room = m.axis === "x" ? picture.width - frame.width : picture.height - frame.height;
    const along = m.step === 1 ? "1+n" : `${room - 1}-n`;
    const first = firstView(picture, frame);
    const x = m.axis === "x" ? along : String(first.left);
    const y = m.axis === "y" ? along : String(first.top);
    const still = `format=yuva420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FPS}/TB`;
    return `[${input}:v]${still},crop=w=${frame.width}:h=${frame.height}:x='${x}':y='${y}':exact=1`;
  }
  const [from, to] = m.zoom;
  const z = `${n(from)}${to < from ? "-" : "+"}${n(Math.abs(to - from))}*on/${Math.max(1, frames - 1)}`;
  const x = `${n(m.focus[0])}*(iw-iw/zoom)`;
  const y = `${n(m.focus[1])}*(ih-ih/zoom)`;
  const size = `${frame.width}x${frame.height}`;
  return `[${input}:v]format=yuv444p,zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${size}:fps=${FPS},format=yuva420p`;
}
