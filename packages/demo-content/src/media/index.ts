/*
 * Demo media for the seed: real, playable videos and music made on the machine that seeds, with no
 * network (docs/decisions/0041-demo-media.md).
 *
 * - Pictures are the seed's own drawn scenes (art/), rendered a little larger than the
 *   frame; a slow camera pans or zooms over each (frames.ts), pictures cross-fade over one second,
 *   the product's mark sits in a corner. No text is drawn: a machine without a Chinese font would draw
 *   empty boxes, and titles belong to the page around the player.
 * - Sound is music synthesised in JavaScript (music/): a chord progression, bass, an accompaniment
 *   and a tune in A A B A form, in a key, mode and tempo drawn from the piece's key, through a
 *   reverb; three styles (ambient, lo-fi, bright).
 * - Landscape videos: H.264 Main + AAC, 720p MP4 (faststart) and HLS at 720p/540p/360p in 4 s
 *   segments with a master playlist; vertical clips: one 540×960 rendition, MP4 and HLS. A poster
 *   JPEG per video. Tracks: AAC in M4A.
 * - A seek preview per video (preview.ts): a JPEG sprite of a frame a second and its WebVTT index,
 *   made from the MP4 in a step of its own. Caption tracks (captions.ts) are the videos' narration
 *   as WebVTT, written by the seed itself, media or not (docs/decisions/0106).
 * - Every output is named by a hash of its inputs and ffmpeg's version, and written under a
 *   temporary name then renamed: a second run finds everything and runs no encoder.
 */

import path from "node:path";
import { type AudioMedia, makeAudio } from "./audio.ts";
import { CAPTIONS_DIR } from "./captions.ts";
import { type Ffmpeg, openFfmpeg } from "./ffmpeg.ts";
import type { AudioSpec, MediaPlan, VideoSpec } from "./plan.ts";
import { PREVIEWS_DIR } from "./preview.ts";
import { inPool, sweepStaleTemps } from "./store.ts";
import { makeVideo, type VideoMedia } from "./video.ts";

export type { AudioMedia } from "./audio.ts";
export { captionFiles, writeCaptions } from "./captions.ts";
export { openFfmpeg } from "./ffmpeg.ts";
export { DEMO_MEDIA_PLAN, type MediaPlan } from "./plan.ts";
export { type PlannedAudio, type PlannedMedia, type PlannedVideo, plannedMedia } from "./planned.ts";
export type { VideoMedia } from "./video.ts";

export type Album<T> = { key: string; channel: string; items: T[] };
type Channelled<T> = T & { channel: string };

/** What exists for a plan: every item's URLs and facts, in the plan's order. */
export type DemoMediaManifest = {
  videos: Channelled<VideoMedia>[];
  videoAlbums: Album<Channelled<VideoMedia>>[];
  audioAlbums: Album<Channelled<AudioMedia>>[];
  clips: Channelled<VideoMedia>[];
  /** How many videos and tracks this run made (0 when everything was there). */
  made: number;
  /** Bytes of every item in the manifest. */
  bytes: number;
};

export type DemoMediaOptions = {
  /** The folder served at /media/. */
  mediaDir: string;
  plan: MediaPlan;
  log?: (line: string) => void;
  /** An ffmpeg binary to use instead of the bundled one. */
  ffmpegPath?: string;
};

/** Where videos, clips, tracks, previews and captions are written under the media folder. */
const OUTPUT_DIRS = ["seed/videos", "seed/clips", "seed/audio", PREVIEWS_DIR, CAPTIONS_DIR];

/** At most two encodes at once: x264 already spreads one encode over the cores. */
const ENCODES_AT_ONCE = 2;

type Job = { kind: "video"; spec: VideoSpec } | { kind: "audio"; spec: AudioSpec };

/**
 * Makes whatever of `plan` is missing in `mediaDir` and returns the manifest of all of it.
 * Idempotent: a second run over the same folder encodes nothing and returns the same manifest.
 * Fails, naming the item and quoting ffmpeg, when an encode fails; what was finished stays.
 */
export async function generateDemoMedia(options: DemoMediaOptions): Promise<DemoMediaManifest> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const ff = await openFfmpeg(options.ffmpegPath);
  const { plan } = options;
  const swept = await sweepStaleTemps(OUTPUT_DIRS.map((d) => path.join(options.mediaDir, d)));
  if (swept > 0) log(`media: removed ${swept} half-made items left by a stopped run`);
  const videoSpecs = [...plan.videos, ...plan.videoAlbums.flatMap((a) => a.items), ...plan.clips];
  const jobs: Job[] = [
    ...videoSpecs.map((spec) => ({ kind: "video" as const, spec })),
    ...plan.audioAlbums.flatMap((a) => a.items.map((spec) => ({ kind: "audio" as const, spec }))),
  ];
  const done = new Map<string, VideoMedia | AudioMedia>();
  let made = 0;
  await inPool(jobs, ENCODES_AT_ONCE, async (job) => {
    const t = performance.now();
    const result = await run(ff, options.mediaDir, job);
    done.set(job.spec.key, result.media);
    if ("previewMade" in result && result.previewMade && !result.made)
      log(`media: seek preview of ${job.spec.key} made`);
    if (!result.made) return;
    made++;
    log(`media: ${job.kind} ${job.spec.key} made in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  });
  const video = (spec: VideoSpec) => ({ ...(done.get(spec.key) as VideoMedia), channel: spec.channel });
  const audio = (spec: AudioSpec) => ({ ...(done.get(spec.key) as AudioMedia), channel: spec.channel });
  const manifest: DemoMediaManifest = {
    videos: plan.videos.map(video),
    videoAlbums: plan.videoAlbums.map((a) => ({ key: a.key, channel: a.channel, items: a.items.map(video) })),
    audioAlbums: plan.audioAlbums.map((a) => ({ key: a.key, channel: a.channel, items: a.items.map(audio) })),
    clips: plan.clips.map(video),
    made,
    bytes: [...done.values()].reduce((sum, m) => sum + m.bytes, 0),
  };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`media: ${jobs.length} items (${made} new, ${(manifest.bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
  return manifest;
}

function run(
  ff: Ffmpeg,
  mediaDir: string,
  job: Job,
): Promise<{ media: VideoMedia | AudioMedia; made: boolean; previewMade?: boolean }> {
  return job.kind === "video" ? makeVideo(ff, mediaDir, job.spec) : makeAudio(ff, mediaDir, job.spec);
}
