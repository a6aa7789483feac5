import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type AlbumDetail,
  CALLS,
  type ContentCard,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type VideoMedia,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The environment variable naming the video album the album tests play, set by the global setup. */
export const ALBUM_ENV = "E2E_VIDEO_ALBUM";

/** How long each test episode plays: short, so a test can watch one end and the next begin. */
export const EPISODE_SECONDS = 3;

/** The site path of a video album, as its cards link to it. */
export function videoAlbumPath(album: Pick<ContentCard, "actor" | "id" | "publish_time">): string {
  const { year, month } = chinaParts(album.publish_time * 1000);
  return `${album.actor}/video_album/${year}/${String(month).padStart(2, "0")}/${album.id}`;
}

/** The album's answer, as the site's server reads it. */
export const videoAlbum = (id: string) =>
  apiGet<AlbumDetail>(callPath(CALLS.videoAlbum, DEFAULT_SERVICE_PREFIXES, { id }));

/** A media URL's file in the content service's data folder. */
/** One episode's files where its row points: the MP4, its smallest HLS rendition and the master playlist. */
async function writeEpisode(mediaDir: string, media: VideoMedia, picture: string, tone: number) {
  const mp4 = mediaFileOf(mediaDir, media.url);
  mkdirSync(path.dirname(mp4), { recursive: true });
  await runFfmpeg([
    ...["-f", "lavfi", "-i", `${picture}=size=320x180:rate=15:duration=${EPISODE_SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=${tone}:duration=${EPISODE_SECONDS}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "15"],
    ...["-c:a", "aac", "-b:a", "48k", "-shortest", "-movflags", "+faststart", mp4],
  ]);
  const rendition = media.renditions.at(-1);
  if (!rendition) throw new Error(`${media.url} has no HLS rendition`);
  const variant = mediaFileOf(mediaDir, rendition.url);
  mkdirSync(path.dirname(variant), { recursive: true });
  const segments = path.join(path.dirname(variant), `${path.basename(variant, ".m3u8")}-%03d.ts`);
  await runFfmpeg([
    ...["-i", mp4, "-c", "copy", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod"],
    ...["-hls_segment_filename", segments, variant],
  ]);
  const master = mediaFileOf(mediaDir, media.hls);
  const relative = path.relative(path.dirname(master), variant).split(path.sep).join("/");
  writeFileSync(
    master,
    `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180,CODECS="avc1.64000d,mp4a.40.2"\n${relative}\n`,
  );
}

/**
 * The browser tests run with the seed's media generation off. The first video album gets real
 * files for its first two episodes, a few seconds each (two test pictures, two tones), so the
 * album's tests can watch one end and the next start; its third episode is left without files,
 * for the player's error state.
 */
export async function makeAlbumTestMedia(dataDir: string): Promise<string> {
  const page = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const card = page.list.find((c) => c.type === "video_album");
  if (!card) throw new Error("the seed has no video album in its first 50 items");
  const album = await videoAlbum(card.id);
  const playable = album.items.slice(0, 2).map((item) => item.media);
  if (album.items.length < 3 || playable.some((m) => m?.kind !== "video")) {
    throw new Error(`video album ${album.id} has fewer than three episodes with video rows`);
  }
  const mediaDir = path.join(dataDir, "media");
  const looks = [
    ["testsrc2", 440],
    ["smptebars", 660],
  ] as const;
  for (const [i, media] of playable.entries()) {
    await writeEpisode(mediaDir, media as VideoMedia, looks[i]![0], looks[i]![1]);
  }
  return album.id;
}
