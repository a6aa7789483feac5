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
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The environment variables naming the test videos, set by the global setup for every worker. */
export const VIDEO_ENV = { playable: "E2E_VIDEO_PLAYABLE", missing: "E2E_VIDEO_MISSING" } as const;

/** A media URL's file in the content service's data folder. */
/**
 * The browser tests run with the seed's media generation off (minutes of encoding). One video gets
 * real files instead: a few seconds of ffmpeg's test picture and tone, niced, written where its row
 * points (the MP4, one HLS rendition and the master playlist), so the player has something to
 * play. Another video is left without files, for the player's error state.
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
  const mediaDir = path.join(dataDir, "media");
  const seconds = 12;
  const input = [
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=320x180:rate=15:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
  ];
  const encode = [
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-g",
    "30",
    "-c:a",
    "aac",
    "-b:a",
    "48k",
  ];
  const mp4 = mediaFileOf(mediaDir, media.url);
  mkdirSync(path.dirname(mp4), { recursive: true });
  await runFfmpeg([...input, ...encode, "-movflags", "+faststart", mp4]);
  const rendition = media.renditions.at(-1);
  if (!rendition) throw new Error(`video ${playable.id} has no HLS rendition`);
  const variant = mediaFileOf(mediaDir, rendition.url);
  mkdirSync(path.dirname(variant), { recursive: true });
  await runFfmpeg([
    "-i",
    mp4,
    "-c",
    "copy",
    "-f",
    "hls",
    "-hls_time",
    "4",
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    path.join(path.dirname(variant), `${path.basename(variant, ".m3u8")}-%03d.ts`),
    variant,
  ]);
  const master = mediaFileOf(mediaDir, media.hls);
  const relative = path.relative(path.dirname(master), variant).split(path.sep).join("/");
  writeFileSync(
    master,
    `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180,CODECS="avc1.64000d,mp4a.40.2"\n${relative}\n`,
  );
  return { playable: playable.id, missing: missing.id };
}
