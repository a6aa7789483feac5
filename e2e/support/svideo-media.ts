import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { ContentCard, ContentPage } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The environment variables naming the test clips, set by the global setup for every worker. */
export const CLIP_ENV = { playable: "E2E_SVIDEO_PLAYABLE", missing: "E2E_SVIDEO_MISSING" } as const;

/** How many of the newest clips get a file: the shared clip, the three the feed swipes through and the one after. */
const PLAYABLE = 5;

/** A media URL's file in the content service's data folder. */
/** Every short video as the feed lists it: newest first, each with its media. */
export async function shortVideos(): Promise<ContentCard[]> {
  return (await apiGet<ContentPage>("/peony/v1/content?type=svideo&pagesize=50")).list;
}

/** The site path of a short video, as the site links to it. */
export function clipPath(item: Pick<ContentCard, "actor" | "id" | "publish_time">): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/svideo/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/**
 * The short-video feed's test media (the seed's are not made in the browser tests): one upright
 * clip of a few seconds, with sound, niced, copied to where the newest clips' rows point, so the
 * shared clip and the ones after it play; the oldest clip is left without its file, for the error
 * state. Every clip's poster is its cover, as the seed draws it, so the feed looks as it would.
 */
export async function makeClipMedia(dataDir: string): Promise<{ playable: string[]; missing: string }> {
  const clips = await shortVideos();
  if (clips.length < PLAYABLE + 1) throw new Error(`the seed has ${clips.length} short videos`);
  const mediaDir = path.join(dataDir, "media");
  const made = path.join(dataDir, "e2e-clip.mp4");
  const seconds = 8;
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=180x320:rate=15:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=660:duration=${seconds}`,
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
    "32k",
    "-movflags",
    "+faststart",
    made,
  ]);
  for (const [i, clip] of clips.entries()) {
    const media = clip.media;
    if (!media) throw new Error(`short video ${clip.id} has no media`);
    const poster = mediaFileOf(mediaDir, media.poster.url);
    mkdirSync(path.dirname(poster), { recursive: true });
    if (clip.cover) copyFileSync(mediaFileOf(mediaDir, clip.cover.url), poster);
    if (i < PLAYABLE) copyFileSync(made, mediaFileOf(mediaDir, media.url));
  }
  return { playable: clips.slice(0, PLAYABLE).map((c) => c.id), missing: clips.at(-1)!.id };
}
