/**
 * The seed's audio, video and galleries: the items and the files they point at, their danmu, and
 * what seeding again does (adds nothing, relinks moved files, adds what plays once ffmpeg runs).
 * Checks that seed.test.ts runs on its one seed, after its own (seeding costs seconds).
 */
import fs from "node:fs";
import path from "node:path";
import { openSqlite } from "@davmu/content-api/db/connection.ts";
import { migrateToLatest } from "@davmu/content-api/db/migrate.ts";
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";
import { type SeedReport, seedDatabase } from "./index.ts";
import { pictureSpans } from "./media/frames.ts";
import { DEMO_MEDIA_PLAN, openFfmpeg, plannedMedia } from "./media/index.ts";
import type { seedTest } from "./seed-testing.ts";

/** The checks, given the seed and its reads (`seedTest`'s): registered where they are called. */
export function audioVideoChecks(
  NOW: number,
  { test, published, ofType, albumMembers }: ReturnType<typeof seedTest>,
): void {
  let dir: string;
  let db: Kysely<Database>;
  let first: SeedReport;
  beforeAll(() => {
    ({ dir, db, first } = test);
  });

  it("adds nothing when run again", async () => {
    const before = await db
      .selectFrom("contents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const files = fs.readdirSync(path.join(dir, "media"), { recursive: true }).length;
    const again = await seedDatabase(db, { mediaDir: path.join(dir, "media") });
    expect(again).toMatchObject({
      images: 0,
      captions: 0,
      apps: 0,
      channels: 0,
      mediaAccounts: 0,
      articles: 0,
      drafts: 0,
      media: {
        added: { video: 0, svideo: 0, audio: 0, video_album: 0, audio_album: 0, gallery: 0 },
        relinked: 0,
        skipped: 0,
      },
      danmu: 0,
      users: 0,
      comments: 0,
    });
    const counts = async () =>
      Promise.all(
        (
          [
            "album_items",
            "media_files",
            "content_images",
            "danmu",
            "users",
            "comments",
            "invitation_redemptions",
          ] as const
        ).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const rowsBefore = await counts();
    await seedDatabase(db, { mediaDir: path.join(dir, "media") });
    expect(await counts()).toEqual(rowsBefore);
    const after = await db
      .selectFrom("contents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(fs.readdirSync(path.join(dir, "media"), { recursive: true }).length).toBe(files);
  });

  it("writes the audio, video and galleries: 6 videos, 2 series of 5, 2 albums of 10, 12 short videos, 6 galleries", async () => {
    const members = await albumMembers();
    const inAlbum = new Set(members.map((m) => m.item_id));
    expect((await ofType("video")).filter((r) => !inAlbum.has(r.id)).length).toBeGreaterThanOrEqual(6);
    const series = await ofType("video_album");
    expect(series).toHaveLength(2);
    for (const s of series) {
      const episodes = members.filter((m) => m.album_id === s.id);
      expect(episodes.length).toBeGreaterThanOrEqual(5);
      expect(episodes.every((e) => e.item_type === "video")).toBe(true);
      expect(episodes.map((e) => e.sort)).toEqual(episodes.map((_, i) => i));
    }
    const records = await ofType("audio_album");
    expect(records).toHaveLength(2);
    for (const r of records) {
      const tracks = members.filter((m) => m.album_id === r.id);
      expect(tracks.length).toBeGreaterThanOrEqual(10);
      expect(tracks.every((e) => e.item_type === "audio")).toBe(true);
    }
    expect(await ofType("svideo")).toHaveLength(12);
    const galleries = await ofType("gallery");
    expect(galleries).toHaveLength(6);
    for (const g of galleries) {
      const pictures = await db
        .selectFrom("content_images")
        .select(["caption", "sort"])
        .where("content_id", "=", g.id)
        .where("role", "=", "gallery")
        .orderBy("sort")
        .execute();
      expect(pictures.length).toBeGreaterThanOrEqual(6);
      expect(pictures.length).toBeLessThanOrEqual(12);
      expect(pictures.every((p) => (p.caption ?? "").length > 8)).toBe(true);
    }
    const media = (await published()).filter((r) => r.type !== "doc" && !inAlbum.has(r.id));
    expect(new Set(media.map((r) => r.channel_id)).size).toBe(7);
  });

  it("writes every audio, video and album item in full, in Chinese, each title its own", async () => {
    const rows = (await published()).filter((r) => r.type !== "doc");
    expect(new Set((await published()).map((r) => r.title)).size).toBe((await published()).length);
    for (const r of rows) {
      expect(r.title).toMatch(/[\u4e00-\u9fff]/);
      expect(r.summary.length, r.title).toBeGreaterThan(12);
      expect(r.body_html).toContain(`<p>${r.summary}`);
      expect(JSON.parse(r.keywords).length).toBeGreaterThanOrEqual(1);
      expect(r.author).toBeTruthy();
      expect(r.cover_url).toMatch(/^\/media\/seed\//);
    }
    const playable = rows.filter((r) => ["video", "svideo", "audio"].includes(r.type));
    expect(playable.every((r) => r.duration !== null && r.duration >= 10)).toBe(true);
  });

  it("points everything that plays at the files the generator makes, before they exist", async () => {
    const planned = plannedMedia(DEMO_MEDIA_PLAN, (await openFfmpeg()).version);
    const files = await db
      .selectFrom("media_files")
      .select(["content_id", "kind", "role", "url", "mime"])
      .execute();
    const urls = new Set(files.map((f) => f.url));
    const videos = [...planned.videos, ...planned.clips, ...planned.videoAlbums.flatMap((a) => a.items)];
    const expected = [
      ...videos.flatMap((v) => [
        v.mp4,
        v.hls,
        v.poster,
        ...v.renditions.map((r) => r.playlist),
        ...v.captions.map((c) => c.url),
        v.thumbnails,
      ]),
      ...planned.audioAlbums.flatMap((a) => a.items.map((i) => i.url)),
    ];
    expect(urls).toEqual(new Set(expected));
    for (const row of await published()) {
      const own = files.filter((f) => f.content_id === row.id).map((f) => f.role);
      const common = ["captions", "file", "hls", "poster"];
      if (row.type === "video")
        expect(own.sort()).toEqual([
          "captions",
          ...common,
          "rendition",
          "rendition",
          "rendition",
          "thumbnails",
        ]);
      else if (row.type === "svideo") expect(own.sort()).toEqual([...common, "rendition", "thumbnails"]);
      else if (row.type === "audio") expect(own).toEqual(["file"]);
      else expect(own).toEqual([]);
    }
    // No video or preview is made by the seed: generation is the service's, after it listens.
    expect(fs.existsSync(path.join(dir, "media", "seed", "videos"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "media", "seed", "previews"))).toBe(false);
  });

  it("writes every video's and clip's captions itself: Chinese cues covering its pictures, English for the landscape ones", async () => {
    const specs = [...DEMO_MEDIA_PLAN.videos, ...DEMO_MEDIA_PLAN.videoAlbums.flatMap((a) => a.items)];
    const shapes = new Map([...specs, ...DEMO_MEDIA_PLAN.clips].map((s) => [s.key, s]));
    const rows = (await published()).filter((r) => r.type === "video" || r.type === "svideo");
    expect(rows).toHaveLength(28);
    for (const row of rows) {
      const spec = shapes.get(row.source_key!.replace(/^seed:s?video:/, ""))!;
      const tracks = await db
        .selectFrom("media_files")
        .select(["url", "mime", "lang", "label"])
        .where("content_id", "=", row.id)
        .where("role", "=", "captions")
        .orderBy("sort")
        .execute();
      const languages = spec.shape === "landscape" ? ["zh-CN", "en"] : ["zh-CN"];
      expect(
        tracks.map((t) => t.lang),
        spec.key,
      ).toEqual(languages);
      expect(tracks.map((t) => t.label)).toEqual(languages.map((l) => (l === "en" ? "English" : "中文")));
      const spans = pictureSpans(spec);
      for (const track of tracks) {
        expect(track.mime).toBe("text/vtt");
        const text = fs.readFileSync(path.join(dir, track.url.replace(/^\//, "")), "utf8");
        const { cues, errors } = new WebVTTParser().parse(text, "subtitles");
        expect(errors).toEqual([]);
        // One cue a picture, inside the time it is on screen, from the first frame to the last.
        expect(cues).toHaveLength(spec.scenes.length);
        expect([cues[0]!.startTime, cues.at(-1)!.endTime]).toEqual([0, row.duration]);
        cues.forEach((cue, i) => {
          expect(cue.startTime).toBeGreaterThanOrEqual(spans[i]!.start);
          expect(cue.endTime).toBeLessThanOrEqual(spans[i]!.end + 1e-9);
        });
      }
    }
  });

  it("puts dozens of danmu on every video, at times inside it, mostly white and scrolling", async () => {
    const videos = (await published()).filter((r) => r.type === "video" || r.type === "svideo");
    const danmu = await db.selectFrom("danmu").selectAll().execute();
    for (const v of videos) {
      const own = danmu.filter((d) => d.content_id === v.id);
      expect(own.length, v.title).toBeGreaterThanOrEqual(v.type === "svideo" ? 16 : 24);
      expect(own.every((d) => d.offset_ms >= 0 && d.offset_ms < v.duration! * 1000)).toBe(true);
      expect(own.every((d) => d.created_at >= v.publish_time && d.created_at <= NOW)).toBe(true);
      // Viewers arriving say so in the first seconds.
      expect(own.some((d) => d.offset_ms < 3500)).toBe(true);
    }
    expect(danmu.filter((d) => d.colour === "#ffffff").length / danmu.length).toBeGreaterThan(0.6);
    expect(danmu.filter((d) => d.mode === "scroll").length / danmu.length).toBeGreaterThan(0.75);
    expect(new Set(danmu.map((d) => d.mode))).toEqual(new Set(["scroll", "top", "bottom"]));
    expect(new Set(danmu.map((d) => d.text)).size).toBeGreaterThan(100);
    expect(danmu.every((d) => d.sender === null && !/[<>]/.test(d.text))).toBe(true);
  });

  it("relinks an item whose files have moved, as after an ffmpeg upgrade", async () => {
    const [video] = await ofType("svideo");
    const before = await db
      .selectFrom("media_files")
      .select(["role", "url"])
      .where("content_id", "=", video!.id)
      .orderBy("id")
      .execute();
    await db
      .updateTable("media_files")
      .set({ url: "/media/seed/clips/old.0000000000/video.mp4" })
      .where("content_id", "=", video!.id)
      .where("role", "=", "file")
      .execute();
    const again = await seedDatabase(db, { mediaDir: path.join(dir, "media") });
    expect(again.media.relinked).toBe(1);
    const after = await db
      .selectFrom("media_files")
      .select(["role", "url"])
      .where("content_id", "=", video!.id)
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
  });

  it("leaves out what plays, saying why, when ffmpeg cannot run, and adds it on a later start", async () => {
    const other = openSqlite(":memory:");
    try {
      await migrateToLatest(other);
      const log: string[] = [];
      const media = path.join(dir, "media");
      const without = await seedDatabase(other, {
        mediaDir: media,
        ffmpegPath: "/no/such/ffmpeg",
        log: (l) => log.push(l),
      });
      expect(without.media).toMatchObject({ skipped: 52, added: { gallery: 6, video: 0, audio: 0 } });
      expect(log.join("\n")).toMatch(
        /seed: audio and video left out: ffmpeg at \/no\/such\/ffmpeg cannot run/,
      );
      const later = await seedDatabase(other, { mediaDir: media });
      expect(later.media.added).toEqual({
        video: 16,
        svideo: 12,
        audio: 20,
        video_album: 2,
        audio_album: 2,
        gallery: 0,
      });
      expect(later.danmu).toBe(first.danmu);
      expect(without.comments + later.comments).toBe(first.comments);
    } finally {
      await other.destroy();
    }
  });
}
