import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type CaptionFile, captionFiles } from "./captions.ts";
import { type Ffmpeg, parseDuration } from "./ffmpeg.ts";
import {
  CROSSFADE,
  FPS,
  firstView,
  framesPerPicture,
  moveFilter,
  pictureSpans,
  type Rendition,
  type ScenePicture,
  SHAPES,
  scenePictures,
  watermark,
  writePicturePng,
} from "./frames.ts";
import { masterPlaylist, measureVariant, SEGMENT_SECONDS, type Variant } from "./hls.ts";
import { renderMusic, SAMPLE_RATE, SYNTH_VERSION } from "./music/render.ts";
import type { VideoSpec } from "./plan.ts";
import { makePreview, PREVIEW_INDEX, previewLocation, previewSheet } from "./preview.ts";
import { exists, folderBytes, inputsHash, writeAtomically } from "./store.ts";

/** Bumped when how a video is made changes in a way its inputs (below) do not show. */
const VIDEO_VERSION = "1";
/** A key frame every 2 s: HLS cuts its 4 s segments on them, and a seek lands close to where asked. */
const GOP = 2 * FPS;

/** A finished video, as the manifest gives it: URLs under /media/ and what a player needs to know. */
export type VideoMedia = {
  key: string;
  width: number;
  height: number;
  /** Seconds, as measured from the MP4. */
  duration: number;
  mp4: string;
  /** The HLS master playlist. */
  hls: string;
  poster: string;
  renditions: { width: number; height: number; bandwidth: number; playlist: string }[];
  /** The seek preview's WebVTT index; its sprite is beside it. */
  thumbnails: string;
  /** Bytes of everything made for it: the MP4, the HLS files, the poster and the seek preview. */
  bytes: number;
  /** Bytes of the MP4 alone. */
  mp4Bytes: number;
};

/** What a video's folder records about itself, so a later run answers without opening its files. */
type Meta = Pick<VideoMedia, "width" | "height" | "duration" | "bytes"> & { variants: Variant[] };

const MP4 = "video.mp4";
const MASTER = "master.m3u8";
const POSTER = "poster.jpg";
const META = "meta.json";

/** The filter graph: pictures moving and cross-fading over black, the mark, fades, one output per rendition. */
function filterGraph(
  spec: VideoSpec,
  pictures: readonly ScenePicture[],
  ladder: readonly Rendition[],
): string {
  const { width, height } = SHAPES[spec.shape];
  const frames = framesPerPicture(spec, CROSSFADE);
  const spans = pictureSpans(spec);
  const parts = [`color=c=black:s=${width}x${height}:r=${FPS}:d=${spec.seconds}[base]`];
  let last = "base";
  pictures.forEach((picture, i) => {
    const fade = i === 0 ? "" : `,fade=t=in:st=0:d=${CROSSFADE}:alpha=1`;
    const start = spans[i]!.start.toFixed(3);
    parts.push(
      `${moveFilter(picture, i, frames, { width, height })}${fade},setpts=PTS-STARTPTS+${start}/TB[p${i}]`,
      `[${last}][p${i}]overlay=eof_action=pass[o${i}]`,
    );
    last = `o${i}`;
  });
  const { margin } = watermark(spec.shape);
  const outs = ladder.map((_, i) => `[v${i}]`).join("");
  parts.push(
    `[${pictures.length}:v]format=rgba,colorchannelmixer=aa=0.75[mark]`,
    `[${last}][mark]overlay=W-w-${margin}:${margin},fade=t=in:st=0:d=0.6,fade=t=out:st=${spec.seconds - 1}:d=1,split=${ladder.length}${outs}`,
  );
  ladder.forEach((r, i) => {
    if (i > 0) parts.push(`[v${i}]scale=${r.width}:${r.height}[s${i}]`);
  });
  return parts.join(";");
}

/**
 * The encode: the largest rendition to an MP4 (moov first, so it plays while downloading), the
 * others straight to HLS. x264's veryfast preset with a quality target under a rate ceiling keeps
 * slow-moving pictures small and the encode within the seed's time budget.
 */
function encodeArgs(spec: VideoSpec, pictures: readonly ScenePicture[]): string[] {
  const { ladder } = SHAPES[spec.shape];
  const n = pictures.length;
  const args = pictures.flatMap((_, i) => ["-i", `scene-${i}.png`]);
  args.push("-i", "mark.png", "-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "2", "-i", "pipe:0");
  args.push("-filter_complex", filterGraph(spec, pictures, ladder));
  ladder.forEach((r, i) => {
    args.push("-map", i === 0 ? "[v0]" : `[s${i}]`, "-map", `${n + 1}:a`);
    args.push("-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-level", "3.1");
    args.push("-pix_fmt", "yuv420p", "-g", String(GOP), "-keyint_min", String(GOP), "-sc_threshold", "0");
    args.push("-crf", "23", "-maxrate", `${r.videoKbps}k`, "-bufsize", `${r.videoKbps * 2}k`);
    args.push("-c:a", "aac", "-b:a", `${r.audioKbps}k`, "-t", String(spec.seconds));
    if (i === 0) args.push("-movflags", "+faststart", "-f", "mp4", MP4);
    else args.push(...hlsArgs(r));
  });
  return args;
}

const hlsArgs = (r: Rendition) => [
  "-f",
  "hls",
  "-hls_time",
  String(SEGMENT_SECONDS),
  "-hls_playlist_type",
  "vod",
  "-hls_segment_filename",
  `${r.name}_%03d.ts`,
  `${r.name}.m3u8`,
];

async function make(
  ff: Ffmpeg,
  spec: VideoSpec,
  pictures: readonly ScenePicture[],
  dir: string,
): Promise<void> {
  const { width, height, ladder } = SHAPES[spec.shape];
  const what = `the video ${spec.key}`;
  await fs.mkdir(dir);
  await Promise.all(pictures.map((p, i) => writePicturePng(p, path.join(dir, `scene-${i}.png`))));
  await sharp(Buffer.from(watermark(spec.shape).svg))
    .png()
    .toFile(path.join(dir, "mark.png"));
  const stdin = renderMusic({ style: spec.music, key: spec.key }, spec.seconds);
  await ff.run(encodeArgs(spec, pictures), { cwd: dir, what, stdin });
  // The largest rendition's HLS segments are the MP4's own frames, copied, not encoded again.
  const log = await ff.run(["-i", MP4, "-map", "0", "-c", "copy", ...hlsArgs(ladder[0]!)], {
    cwd: dir,
    what,
  });
  const duration = parseDuration(log);
  if (duration === null) throw new Error(`ffmpeg gave no duration for ${what}`);
  const variants = await Promise.all(ladder.map((r) => measureVariant(dir, `${r.name}.m3u8`, r)));
  await fs.writeFile(path.join(dir, MASTER), masterPlaylist(variants));
  // The poster is the first picture as the camera first frames it, sharp, not a frame fading in from black.
  const first = pictures[0]!;
  await sharp(path.join(dir, "scene-0.png"))
    .extract(firstView(first, { width, height }))
    .resize(width, height)
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(dir, POSTER));
  await Promise.all(
    [...pictures.map((_, i) => `scene-${i}.png`), "mark.png"].map((f) => fs.rm(path.join(dir, f))),
  );
  const meta: Meta = { width, height, duration, bytes: await folderBytes(dir), variants };
  await fs.writeFile(path.join(dir, META), JSON.stringify(meta));
}

/** Where the video `spec` describes lives under the media folder, and the pictures it is made from. */
export function videoLocation(ffVersion: string, spec: VideoSpec) {
  const pictures = scenePictures(spec, CROSSFADE);
  const hash = inputsHash(VIDEO_VERSION, SYNTH_VERSION, ffVersion, spec, SHAPES[spec.shape], pictures);
  const relative = `seed/${spec.shape === "vertical" ? "clips" : "videos"}/${spec.key}.${hash}`;
  return { relative, pictures };
}

/** Where the seek preview of the video `spec` describes lives, and how it is laid out. */
function previewOf(videoFolder: string, spec: VideoSpec) {
  const { width, height } = SHAPES[spec.shape];
  const sheet = previewSheet({ width, height, seconds: spec.seconds });
  return { relative: previewLocation(spec.key, videoFolder, sheet), sheet };
}

/** A video's URLs under /media/, known before it is made (its name is a hash of its inputs). */
export type PlannedVideo = Pick<
  VideoMedia,
  "key" | "width" | "height" | "mp4" | "hls" | "poster" | "thumbnails"
> & {
  /** Seconds, as planned: the encode is cut to exactly this. */
  duration: number;
  renditions: { width: number; height: number; playlist: string }[];
  /** Its caption tracks, Chinese first (written by the seed, encoded or not). */
  captions: Pick<CaptionFile, "url" | "lang" | "label">[];
};

/** The URLs the video `spec` has or will have, without making or reading anything. */
export function plannedVideo(ffVersion: string, spec: VideoSpec): PlannedVideo {
  const { relative } = videoLocation(ffVersion, spec);
  const url = (file: string) => `/media/${relative}/${file}`;
  const { width, height, ladder } = SHAPES[spec.shape];
  return {
    key: spec.key,
    width,
    height,
    duration: spec.seconds,
    mp4: url(MP4),
    hls: url(MASTER),
    poster: url(POSTER),
    renditions: ladder.map((r) => ({ width: r.width, height: r.height, playlist: url(`${r.name}.m3u8`) })),
    thumbnails: `/media/${previewOf(relative, spec).relative}/${PREVIEW_INDEX}`,
    captions: captionFiles(spec).map(({ url, lang, label }) => ({ url, lang, label })),
  };
}

/**
 * The video `spec` describes, made in `mediaDir` unless a folder named by the same inputs is
 * already there, then its seek preview, made from the MP4 unless it is there: a step of its own, so
 * a new preview never costs an encode of a video already made. `made` says whether the video was
 * encoded, `previewMade` whether its preview was made.
 */
export async function makeVideo(
  ff: Ffmpeg,
  mediaDir: string,
  spec: VideoSpec,
): Promise<{ media: VideoMedia; made: boolean; previewMade: boolean }> {
  const { relative, pictures } = videoLocation(ff.version, spec);
  const dir = path.join(mediaDir, relative);
  const made = !(await exists(dir));
  if (made) await writeAtomically(dir, (temp) => make(ff, spec, pictures, temp));
  const meta = JSON.parse(await fs.readFile(path.join(dir, META), "utf8")) as Meta;
  const url = (file: string) => `/media/${relative}/${file}`;
  const preview = previewOf(relative, spec);
  const sprite = await makePreview(
    ff,
    mediaDir,
    preview.relative,
    path.join(dir, MP4),
    preview.sheet,
    `the video ${spec.key}`,
  );
  return {
    made,
    previewMade: sprite.made,
    media: {
      key: spec.key,
      width: meta.width,
      height: meta.height,
      duration: meta.duration,
      mp4: url(MP4),
      hls: url(MASTER),
      poster: url(POSTER),
      renditions: meta.variants.map((v) => ({
        width: v.rendition.width,
        height: v.rendition.height,
        bandwidth: v.bandwidth,
        playlist: url(v.playlist),
      })),
      thumbnails: `/media/${preview.relative}/${PREVIEW_INDEX}`,
      bytes: meta.bytes + sprite.bytes,
      mp4Bytes: (await fs.stat(path.join(dir, MP4))).size,
    },
  };
}
