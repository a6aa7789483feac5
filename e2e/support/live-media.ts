import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  CALLS,
  type ContentDetail,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type LiveDetail,
  type VideoMedia,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The upcoming demo room starts this long after the seed in the browser tests: it stays upcoming. */
export const LIVE_ENV = { DEMO_LIVE_DELAY_MINUTES: "600" };

/** The site path of a room, as the site links to it. */
export function liveRoomPath(room: LiveDetail): string {
  const { year, month } = chinaParts(room.content.publish_time * 1000);
  return `${room.content.actor}/local_live/${year}/${String(month).padStart(2, "0")}/${room.post_id}`;
}

/** The seed's rooms by layout and status, as the service lists them. */
export async function liveRooms(): Promise<LiveDetail[]> {
  const page = await apiGet<ContentPage>("/peony/v1/content?type=live&pagesize=20");
  return Promise.all(
    page.list.map((item) =>
      apiGet<LiveDetail>(callPath(CALLS.liveInfo, DEFAULT_SERVICE_PREFIXES, { id: item.id })),
    ),
  );
}

/**
 * The browser tests run without the seed's media (minutes of encoding). The live demo room loops the
 * sports video's smallest rendition; this writes a few seconds of ffmpeg's test picture there, in
 * 2 s segments, so the room's stream plays and moves. Left alone when another test's media is there.
 * The upcoming room's notice video gets the short-video clip made before (svideo-media.ts).
 */
export async function makeLiveStreamMedia(dataDir: string): Promise<void> {
  const clip = path.join(dataDir, "e2e-clip.mp4");
  for (const room of await liveRooms()) {
    if (!room.notice_video || !existsSync(clip)) continue;
    const file = mediaFileOf(path.join(dataDir, "media"), room.notice_video);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file)) copyFileSync(clip, file);
  }
  const page = await apiGet<ContentPage>("/peony/v1/content?type=video&pagesize=50");
  let media: VideoMedia | null = null;
  for (const item of page.list) {
    const call = item.actor === "mp" ? CALLS.mpContentDetail : CALLS.contentDetail;
    const detail = await apiGet<ContentDetail>(callPath(call, DEFAULT_SERVICE_PREFIXES, { id: item.id }));
    if (detail.media?.kind === "video" && detail.media.hls.includes("/sports-1.")) {
      media = detail.media;
      break;
    }
  }
  const rendition = media?.renditions.at(-1);
  if (!rendition) throw new Error("the seed has no sports video for the live room's stream");
  const playlist = mediaFileOf(path.join(dataDir, "media"), rendition.url);
  if (existsSync(playlist)) return;
  mkdirSync(path.dirname(playlist), { recursive: true });
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=320x180:rate=15:duration=12",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-g",
    "30",
    "-f",
    "hls",
    "-hls_time",
    "2",
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    path.join(path.dirname(playlist), `${path.basename(playlist, ".m3u8")}-live-%03d.ts`),
    playlist,
  ]);
}
