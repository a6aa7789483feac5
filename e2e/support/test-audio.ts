import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  type AlbumDetail,
  type AudioMedia,
  CALLS,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { apiGet } from "./api.ts";
import { mediaFileOf, runFfmpeg } from "./ffmpeg.ts";

/** The environment variables naming the test albums, set by the global setup for every worker. */
export const AUDIO_ENV = { album: "E2E_AUDIO_ALBUM", missing: "E2E_AUDIO_MISSING_ALBUM" } as const;

/** How long each test track plays, in seconds: room for the 15 s skips, short enough to reach its end. */
export const TEST_TRACK_SECONDS = 20;

/** A media URL's file in the content service's data folder. */
/** The seed's audio albums, newest first (lists show albums; their tracks are reached from them). */
async function audioAlbums(): Promise<ContentPage["list"]> {
  const found: ContentPage["list"] = [];
  for (let pageindex = 1; pageindex <= 5 && found.length < 2; pageindex += 1) {
    const page = await apiGet<ContentPage>(`/peony/v1/content?pagesize=50&pageindex=${pageindex}`);
    found.push(...page.list.filter((c) => c.type === "audio_album"));
    if (!page.has_more) break;
  }
  return found;
}

/** An audio album in full, as the site's server reads it. */
export const audioAlbum = (id: string) =>
  apiGet<AlbumDetail>(callPath(CALLS.audioAlbum, DEFAULT_SERVICE_PREFIXES, { id }));

/** The site path of an item of an album's detail (its album's actor, its own date). */
export function itemPath(
  actor: string,
  type: "audio" | "audio_album",
  item: { id: string; publish_time: number },
) {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${actor}/${type}/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/**
 * The browser tests run with the seed's media generation off. Every track of one audio album gets
 * a real file instead: a few seconds of ffmpeg's sine tone, niced, encoded once and written where
 * each track's row points, so the player has something to play through. The tracks of another
 * album are left without files, for the player's error state.
 */
export async function makeTestAudio(dataDir: string): Promise<{ album: string; missing: string }> {
  const albums = await audioAlbums();
  if (albums.length < 2) throw new Error("the seed has fewer than two audio albums");
  const [playable, missing] = albums as [ContentPage["list"][number], ContentPage["list"][number]];
  const detail = await audioAlbum(playable.id);
  const files = detail.items
    .map((item) => item.media)
    .filter((m): m is AudioMedia => m?.kind === "audio")
    .map((m) => mediaFileOf(path.join(dataDir, "media"), m.url));
  if (files.length < 3) throw new Error(`album ${playable.id} has fewer than three playable tracks`);
  const [first, ...rest] = files as [string, ...string[]];
  mkdirSync(path.dirname(first), { recursive: true });
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=330:duration=${TEST_TRACK_SECONDS}`,
    "-c:a",
    "aac",
    "-b:a",
    "48k",
    "-movflags",
    "+faststart",
    first,
  ]);
  for (const file of rest) {
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(first, file);
  }
  return { album: playable.id, missing: missing.id };
}
