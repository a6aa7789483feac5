import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqlite } from "@davmu/content-api/db/connection.ts";
import { migrateToLatest } from "@davmu/content-api/db/migrate.ts";
import type { Database } from "@davmu/content-api/db/schema.ts";
import { openTestDatabase } from "@davmu/content-api/testing/test-database.ts";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeedReport, seedDatabase } from "./index.ts";
import { DEMO_MEDIA_PLAN, openFfmpeg, plannedMedia } from "./media/index.ts";
import { glance, unlikeness } from "./picture-likeness.ts";

const NOW = Math.floor(Date.now() / 1000);
let dir: string;
let db: Kysely<Database>;
let first: SeedReport;
const lines: string[] = [];

// The real seed, once, into an empty folder: every picture rendered from scratch, which takes a
// while on a busy two-core machine.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-seed-"));
  ({ db } = await openTestDatabase({ contents: "empty", sqliteFile: path.join(dir, "content-api.db") }));
  await migrateToLatest(db);
  first = await seedDatabase(db, {
    mediaDir: path.join(dir, "media"),
    log: (l) => lines.push(l),
    now: NOW,
    imageCache: null,
  });
}, 240_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const published = () => db.selectFrom("contents").selectAll().where("status", "=", "published").execute();
const articles = async () => (await published()).filter((r) => r.type === "doc");
const ofType = async (type: string) => (await published()).filter((r) => r.type === type);
/** An album's episodes and tracks, with their album's type. */
const albumMembers = () =>
  db
    .selectFrom("album_items as ai")
    .innerJoin("contents as a", "a.id", "ai.album_id")
    .innerJoin("contents as i", "i.id", "ai.item_id")
    .select(["ai.album_id", "ai.item_id", "ai.sort", "a.type as album_type", "i.type as item_type"])
    .orderBy("ai.album_id")
    .orderBy("ai.sort")
    .execute();

describe("seedDatabase", () => {
  it("reports one progress line per step", () => {
    expect(lines.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual([
      "seed: images",
      "seed: apps",
      "seed: channels",
      "seed: media",
      "seed: articles",
      "seed: drafts",
      "seed: audio,",
      "seed: danmu",
      "seed: users",
      "seed: invitations",
      "seed: comments",
      "seed: hot",
      "seed: live",
      "seed: topics",
      "seed: circle",
      "seed: legal",
      "seed: knowledge",
      "seed: editorial",
      "seed: activities",
      "seed: places",
      "seed: done",
    ]);
    expect(first).toMatchObject({ apps: 1, channels: 11, mediaAccounts: 14, articles: 105, drafts: 2 });
    expect(first.media).toEqual({
      added: { video: 16, svideo: 12, audio: 20, video_album: 2, audio_album: 2, gallery: 6 },
      relinked: 0,
      skipped: 0,
    });
    expect(first.danmu).toBeGreaterThan(600);
    expect(first.liveRooms).toBe(4);
    expect(first.images).toBeGreaterThanOrEqual(230);
  });

  it("writes at least 15 articles in each of the 7 channels, half of them from media accounts", async () => {
    const rows = await articles();
    expect(rows.length).toBeGreaterThanOrEqual(105);
    const perChannel = new Map<number | null, number>();
    for (const r of rows) perChannel.set(r.channel_id, (perChannel.get(r.channel_id) ?? 0) + 1);
    expect(perChannel.size).toBe(7);
    for (const n of perChannel.values()) expect(n).toBeGreaterThanOrEqual(15);
    const fromMp = rows.filter((r) => r.mp_id !== null).length;
    expect(fromMp / rows.length).toBeGreaterThan(0.4);
    expect(fromMp / rows.length).toBeLessThan(0.6);
    const mps = await db.selectFrom("media_accounts").selectAll().execute();
    expect(mps.length).toBeGreaterThanOrEqual(14);
    expect(mps.every((m) => m.avatar.startsWith("/media/") && m.follower_count > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.mp_id).filter((id) => id !== null)).size).toBe(mps.length);
  });

  it("spreads publish dates over the last weeks, with a full hot list in the last 72 hours", async () => {
    const ages = (await published()).map((r) => NOW - r.publish_time);
    expect(ages.every((a) => a > 0 && a <= 60 * 86_400)).toBe(true);
    expect(ages.filter((a) => a <= 72 * 3600).length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...ages)).toBeGreaterThan(40 * 86_400);
  });

  it("dates no audio, video or gallery within the last day, so every list's first page stays articles", async () => {
    const media = (await published()).filter((r) => r.type !== "doc");
    const ages = media.map((r) => NOW - r.publish_time);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(24 * 3600);
    // Some are new enough for the hot list.
    expect(ages.filter((a) => a <= 72 * 3600).length).toBeGreaterThanOrEqual(4);
    const newest = (await articles()).map((r) => NOW - r.publish_time).sort((a, b) => a - b);
    expect(newest[9]!).toBeLessThan(Math.min(...ages));
  });

  it("gives realistic counts: some above 10,000 views and one above 1,000,000", async () => {
    const rows = await published();
    expect(rows.filter((r) => r.view_count > 10_000).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.view_count > 1_000_000)).toHaveLength(1);
    expect(rows.every((r) => r.like_count < r.view_count && r.comment_count < r.like_count)).toBe(true);
  });

  it("writes every article in full: its own title, summary, keywords, author, cover and body", async () => {
    const rows = await articles();
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.summary.length).toBeGreaterThan(20);
      expect(r.body_html).toContain(`<p>${r.summary}`);
      expect(JSON.parse(r.keywords).length).toBeGreaterThanOrEqual(2);
      expect(r.author).toBeTruthy();
      expect([r.cover_width, r.cover_height]).toEqual([750, 420]);
      expect(r.body_html.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      const figures = r.body_html.match(
        /<figure><img src="\/media\/[^"]+" width="\d+" height="\d+" alt="[^"]+" \/><figcaption>/g,
      );
      const images = await db
        .selectFrom("content_images")
        .selectAll()
        .where("content_id", "=", r.id)
        .execute();
      expect(images).toHaveLength(figures?.length ?? 0);
    }
  });

  it("varies the length: short news of three paragraphs to features with headings, quotes and lists", async () => {
    const bodies = (await articles()).map((r) => r.body_html);
    const paragraphs = (b: string) => b.match(/<p>/g)?.length ?? 0;
    const short = bodies.filter((b) => paragraphs(b) <= 4 && !b.includes("<h2>"));
    const features = bodies.filter(
      (b) =>
        /<h2>/.test(b) &&
        /<blockquote>/.test(b) &&
        /<(ul|ol)><li>/.test(b) &&
        (b.match(/<figure>/g)?.length ?? 0) >= 2,
    );
    expect(short.length).toBeGreaterThanOrEqual(30);
    expect(features.length).toBeGreaterThanOrEqual(7);
  });

  it("never uses a paragraph or a caption in two items, galleries' captions included", async () => {
    const rows = await db.selectFrom("contents").select(["id", "body_html"]).execute();
    const captions = await db
      .selectFrom("content_images")
      .select(["content_id", "caption"])
      .where("role", "=", "gallery")
      .execute();
    const seen = new Map<string, number>();
    const blocksOf = (id: number, html: string) => [
      ...[...html.matchAll(/<(p|figcaption|li)>(.*?)<\/\1>/g)].map((m) => m[2]!),
      ...captions.filter((c) => c.content_id === id).map((c) => c.caption!),
    ];
    for (const r of rows) {
      for (const text of new Set(blocksOf(r.id, r.body_html))) {
        expect(seen.get(text), text).toBeUndefined();
        seen.set(text, r.id);
      }
    }
    expect(seen.size).toBeGreaterThan(500);
  });

  it("asks nobody to comment: the site shows no comments yet", async () => {
    for (const r of await db.selectFrom("contents").select("body_html").execute()) {
      expect(r.body_html).not.toMatch(/评论区|留言|欢迎.{0,8}评论/);
    }
  });

  it("draws no two covers that look alike; an album's tracks show the album's", async () => {
    const tracks = new Set(
      (await albumMembers()).filter((m) => m.item_type === "audio").map((m) => m.item_id),
    );
    const rows = await db.selectFrom("contents").select(["id", "title", "cover_url"]).execute();
    const covers = rows.filter((r) => !tracks.has(r.id)).map((r) => ({ title: r.title, url: r.cover_url! }));
    const albumCovers = new Set(covers.map((c) => c.url));
    for (const r of rows.filter((row) => tracks.has(row.id)))
      expect(albumCovers.has(r.cover_url!)).toBe(true);
    expect(new Set(covers.map((c) => c.url)).size).toBe(covers.length);
    const glances = await Promise.all(covers.map((c) => glance(path.join(dir, c.url))));
    for (let i = 0; i < covers.length; i++)
      for (let j = i + 1; j < covers.length; j++) {
        const pair = `${covers[i]!.title} / ${covers[j]!.title}`;
        expect(unlikeness(glances[i]!, glances[j]!), pair).toBeGreaterThan(0.2);
      }
  });

  it("keeps two drafts", async () => {
    const drafts = await db.selectFrom("contents").selectAll().where("status", "=", "draft").execute();
    expect(drafts).toHaveLength(2);
  });

  it("renders every recorded picture at its recorded size and type", async () => {
    const refs = [
      ...(await db.selectFrom("content_images").select(["url", "width", "height"]).execute()),
      ...(await published()).map((r) => ({
        url: r.cover_url!,
        width: r.cover_width!,
        height: r.cover_height!,
      })),
    ];
    const avatars = await db.selectFrom("media_accounts").select("avatar").execute();
    const checks = [...refs, ...avatars.map((a) => ({ url: a.avatar, width: 160, height: 160 }))];
    for (const ref of checks) {
      const meta = await sharp(path.join(dir, ref.url)).metadata();
      expect([meta.width, meta.height]).toEqual([ref.width, ref.height]);
      expect(ref.url.endsWith(".jpg") ? "jpeg" : ref.url.endsWith(".webp") ? "webp" : "png").toBe(
        meta.format,
      );
    }
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
      ...videos.flatMap((v) => [v.mp4, v.hls, v.poster, ...v.renditions.map((r) => r.playlist)]),
      ...planned.audioAlbums.flatMap((a) => a.items.map((i) => i.url)),
    ];
    expect(urls).toEqual(new Set(expected));
    for (const row of await published()) {
      const own = files.filter((f) => f.content_id === row.id).map((f) => f.role);
      if (row.type === "video")
        expect(own.sort()).toEqual(["file", "hls", "poster", "rendition", "rendition", "rendition"]);
      else if (row.type === "svideo") expect(own.sort()).toEqual(["file", "hls", "poster", "rendition"]);
      else if (row.type === "audio") expect(own).toEqual(["file"]);
      else expect(own).toEqual([]);
    }
    // No file is made by the seed: generation is the service's, after it listens.
    expect(fs.existsSync(path.join(dir, "media", "seed", "videos"))).toBe(false);
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
});
