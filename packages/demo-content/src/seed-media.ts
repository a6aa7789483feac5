import type { Database } from "@davmu/content-api/db/schema.ts";
import {
  type ContentImageInput,
  insertContent,
  type MediaFileInput,
  mediaFileRows,
} from "@davmu/content-api/write/write-content.ts";
import type { Kysely } from "kysely";
import { composeBody, summaryOf } from "./compose-body.ts";
import type { PlannedAudio, PlannedMedia, PlannedVideo } from "./media/planned.ts";
import type { MediaItemType, PlannedMediaItem } from "./plan-media.ts";
import type { RenderedImage } from "./render-images.ts";

const HLS_MIME = "application/vnd.apple.mpegurl";
const VTT_MIME = "text/vtt";

export type MediaSeedReport = {
  /** New items by type. */
  added: Record<MediaItemType, number>;
  /** Items already there whose files had moved (a new ffmpeg or generator gives new names). */
  relinked: number;
  /** Items left out because their files cannot be named (no ffmpeg). */
  skipped: number;
};

/**
 * The rows of a video's files: the MP4, the HLS master and renditions, the poster, the caption
 * tracks (Chinese first) and the seek preview's index.
 */
export function videoFiles(v: PlannedVideo): MediaFileInput[] {
  const size = { width: v.width, height: v.height };
  return [
    { kind: "video", role: "file", url: v.mp4, mime: "video/mp4", duration: v.duration, ...size },
    { kind: "video", role: "hls", url: v.hls, mime: HLS_MIME, duration: v.duration, ...size },
    ...v.renditions.map(
      (r): MediaFileInput => ({
        kind: "video",
        role: "rendition",
        url: r.playlist,
        mime: HLS_MIME,
        duration: v.duration,
        width: r.width,
        height: r.height,
      }),
    ),
    { kind: "video", role: "poster", url: v.poster, mime: "image/jpeg", ...size },
    ...v.captions.map(
      (c): MediaFileInput => ({
        kind: "video",
        role: "captions",
        url: c.url,
        mime: VTT_MIME,
        lang: c.lang,
        label: c.label,
      }),
    ),
    { kind: "video", role: "thumbnails", url: v.thumbnails, mime: VTT_MIME, duration: v.duration },
  ];
}

export function audioFiles(a: PlannedAudio): MediaFileInput[] {
  return [{ kind: "audio", role: "file", url: a.url, mime: a.mime, duration: a.duration }];
}

/** Every planned video and track by its key. */
function filesByKey(planned: PlannedMedia): Map<string, MediaFileInput[]> {
  const files = new Map<string, MediaFileInput[]>();
  for (const v of [...planned.videos, ...planned.clips, ...planned.videoAlbums.flatMap((a) => a.items)])
    files.set(v.key, videoFiles(v));
  for (const a of planned.audioAlbums.flatMap((album) => album.items)) files.set(a.key, audioFiles(a));
  return files;
}

/**
 * Points an existing item's media rows at `files` when they point elsewhere: the names change with
 * ffmpeg's build or the generator's version, and the old files may be gone. True when it did.
 */
async function relink(db: Kysely<Database>, contentId: number, files: MediaFileInput[]): Promise<boolean> {
  const rows = mediaFileRows(files);
  const stored = await db
    .selectFrom("media_files")
    .select(["role", "url"])
    .where("content_id", "=", contentId)
    .orderBy("id")
    .execute();
  const same = (list: { role: string; url: string }[]) => list.map((r) => `${r.role} ${r.url}`).join("\n");
  if (same(stored) === same(rows)) return false;
  await db.deleteFrom("media_files").where("content_id", "=", contentId).execute();
  await db
    .insertInto("media_files")
    .values(rows.map((r) => ({ ...r, content_id: contentId })))
    .execute();
  return true;
}

/**
 * Writes the planned audio, video, album and gallery items through the normal write path, with the
 * files they have or will have (`planned`; null when ffmpeg cannot run, which leaves out everything
 * that plays), then each album's order. Idempotent, like the articles.
 */
export async function seedMediaItems(
  db: Kysely<Database>,
  items: readonly PlannedMediaItem[],
  images: ReadonlyMap<string, RenderedImage>,
  planned: PlannedMedia | null,
  now: number,
): Promise<MediaSeedReport> {
  const channelIds = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  const mpIds = new Map(
    (await db.selectFrom("media_accounts").select(["id", "name"]).execute()).map((m) => [m.name, m.id]),
  );
  const files = planned ? filesByKey(planned) : null;
  const report: MediaSeedReport = {
    added: { video: 0, svideo: 0, audio: 0, video_album: 0, audio_album: 0, gallery: 0 },
    relinked: 0,
    skipped: 0,
  };
  const written: PlannedMediaItem[] = [];
  for (const item of items) {
    const plays = item.type !== "gallery";
    if (plays && !files) {
      report.skipped++;
      continue;
    }
    const media = item.mediaKey ? files!.get(item.mediaKey) : undefined;
    if (item.mediaKey && !media) throw new Error(`seed: the media plan has no ${item.mediaKey}`);
    const cover = images.get(item.cover.name)!;
    const pictures: ContentImageInput[] = item.pictures.map((p) => ({
      ...images.get(p.picture.name)!,
      alt: p.caption.replace(/[。！]$/, ""),
      caption: p.caption,
      role: "gallery",
    }));
    const publishTime = now - item.ageSeconds;
    const id = await insertContent(db, {
      source_key: item.sourceKey,
      type: item.type,
      status: "published",
      title: item.text.title,
      summary: summaryOf(item.text.body),
      body_html: composeBody(item.text.body, []),
      cover_url: cover.url,
      cover_width: cover.width,
      cover_height: cover.height,
      channel_id: channelIds.get(item.channel.slug) ?? null,
      mp_id: item.mp ? (mpIds.get(item.mp.name) ?? null) : null,
      author: item.author,
      keywords: item.text.keywords,
      publish_time: publishTime,
      update_time: publishTime,
      view_count: item.counts.view,
      like_count: item.counts.like,
      collect_count: item.counts.collect,
      share_count: item.counts.share,
      duration: item.duration,
      images: pictures,
      media: media ?? [],
    });
    written.push(item);
    if (id !== null) report.added[item.type]++;
    else if (media && (await relink(db, await idOf(db, item.sourceKey), media))) report.relinked++;
  }
  await seedAlbumOrder(db, written);
  return report;
}

async function idOf(db: Kysely<Database>, sourceKey: string): Promise<number> {
  const row = await db
    .selectFrom("contents")
    .select("id")
    .where("source_key", "=", sourceKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each album's episodes or tracks in their order; what is there already is kept. */
async function seedAlbumOrder(db: Kysely<Database>, items: readonly PlannedMediaItem[]): Promise<void> {
  const members = items.filter((i) => i.album);
  if (members.length === 0) return;
  const keys = [...new Set([...members.map((m) => m.sourceKey), ...members.map((m) => m.album!.sourceKey)])];
  const ids = new Map(
    (
      await db.selectFrom("contents").select(["id", "source_key"]).where("source_key", "in", keys).execute()
    ).map((r) => [r.source_key, r.id]),
  );
  await db
    .insertInto("album_items")
    .values(
      members.map((m) => ({
        album_id: ids.get(m.album!.sourceKey)!,
        item_id: ids.get(m.sourceKey)!,
        sort: m.album!.sort,
      })),
    )
    .onConflict((oc) => oc.columns(["album_id", "item_id"]).doNothing())
    .execute();
}
