import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CALLS,
  type ContentDetail,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type VideoMedia,
} from "@davmu/contract";
import { masterPlaylist, measureVariant } from "@davmu/demo-content/media/hls.ts";
import {
  PREVIEW_SPRITE,
  previewArgs,
  previewIndex,
  previewSheet,
} from "@davmu/demo-content/media/preview.ts";
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The environment variables naming the test videos, set by the global setup for every worker. */
export const VIDEO_ENV = { playable: "E2E_VIDEO_PLAYABLE", missing: "E2E_VIDEO_MISSING" } as const;

const SECONDS = 12;
const FPS = 15;
/**
 * x264's ultrafast preset writes Constrained Baseline (no CABAC, no B-frames), here at level 3.0,
 * and AAC-LC: what the test master playlist says its renditions are.
 */
const TEST_STREAM = { codecs: "avc1.42c01e,mp4a.40.2", frameRate: FPS };

/** ffmpeg's test picture and a tone, `seconds` long, at `size`, encoded fast (keyframe every 2 s). */
const testSource = (size: string) => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=${FPS}:duration=${SECONDS}`,
  "-f",
  "lavfi",
  "-i",
  `sine=frequency=440:duration=${SECONDS}`,
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-level",
  "3.0",
  "-pix_fmt",
  "yuv420p",
  "-g",
  String(2 * FPS),
  "-c:a",
  "aac",
  "-b:a",
  "48k",
];

/** ffmpeg's output arguments for a VOD HLS rendition at `playlist`, in 4 s segments beside it. */
const hls = (playlist: string) => [
  "-f",
  "hls",
  "-hls_time",
  "4",
  "-hls_playlist_type",
  "vod",
  "-hls_segment_filename",
  path.join(path.dirname(playlist), `${path.basename(playlist, ".m3u8")}-%03d.ts`),
  playlist,
];

/**
 * The browser tests run with the seed's media generation off (minutes of encoding). One video gets
 * real files instead: a few seconds of ffmpeg's test picture and tone, niced, written where its row
 * points: the MP4 (320×180), an HLS master with two renditions (640×360 at the row's lowest
 * rendition's playlist, 320×180 beside it) for a choice of quality, and the seek preview's sprite
 * and index, made as the seed makes them (@davmu/demo-content's preview.ts). Its captions are the
 * seed's own, written even with media off. Another video is left without files, for the player's
 * error state.
 */
export async function makeTestMedia(dataDir: string): Promise<{ playable: string; missing: string }> {
  const page = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const videos = page.list.filter((c) => c.type === "video");
  if (videos.length < 2) throw new Error("the seed has fewer than two videos");
  const [playable, missing] = videos as [ContentPage["list"][number], ContentPage["list"][number]];
  const call = playable.actor === "mp" ? CALLS.mpContentDetail : CALLS.contentDetail;
  const detail = await apiGet<ContentDetail>(callPath(call, DEFAULT_SERVICE_PREFIXES, { id: playable.id }));
  const media = detail.media as VideoMedia | undefined;
  if (media?.kind !== "video") throw new Error(`video ${playable.id} has no video media`);
  const rendition = media.renditions.at(-1);
  if (!rendition || !media.thumbnails)
    throw new Error(`video ${playable.id} has no HLS rendition or preview`);
  const mediaDir = path.join(dataDir, "media");
  const file = (url: string) => {
    const name = mediaFileOf(mediaDir, url);
    mkdirSync(path.dirname(name), { recursive: true });
    return name;
  };

  const mp4 = file(media.url);
  await runFfmpeg([...testSource("320x180"), "-movflags", "+faststart", mp4]);
  const master = file(media.hls);
  const folder = path.dirname(master);
  const large = file(rendition.url);
  const small = path.join(folder, "180p.m3u8");
  await runFfmpeg([...testSource("640x360"), ...hls(large)]);
  await runFfmpeg(["-i", mp4, "-c", "copy", ...hls(small)]);
  const variants = await Promise.all(
    [
      { playlist: large, width: 640, height: 360 },
      { playlist: small, width: 320, height: 180 },
    ].map(({ playlist, width, height }) =>
      measureVariant(folder, path.relative(folder, playlist).split(path.sep).join("/"), { width, height }),
    ),
  );
  writeFileSync(master, masterPlaylist(variants, TEST_STREAM));

  const index = file(media.thumbnails);
  const sheet = previewSheet({ width: 320, height: 180, seconds: SECONDS });
  await runFfmpeg(previewArgs(sheet, mp4, path.join(path.dirname(index), PREVIEW_SPRITE)));
  writeFileSync(index, previewIndex(sheet));
  return { playable: playable.id, missing: missing.id };
}
