/**
 * The seed from scratch: its steps, the articles written in full, their dates and counts, and
 * every picture drawn (none alike, each at its recorded size and type).
 */
import path from "node:path";
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { SeedReport } from "./index.ts";
import { glance, unlikeness } from "./picture-likeness.ts";
import { audioVideoChecks } from "./seed-audio-video.checks.ts";
import { seedTest } from "./seed-testing.ts";

const NOW = Math.floor(Date.now() / 1000);
// The real seed, once, into an empty folder: every picture rendered from scratch, which takes a
// while on a busy two-core machine; the audio and video checks run on it too.
const seed = seedTest(NOW, null);
const { test, published, articles, albumMembers } = seed;
let dir: string;
let db: Kysely<Database>;
let first: SeedReport;
let lines: string[];
beforeAll(() => {
  ({ dir, db, first, lines } = test);
});

describe("seedDatabase", () => {
  it("reports one progress line per step", () => {
    expect(lines.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual([
      "seed: images",
      "seed: captions",
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
    // Six videos and ten episodes in Chinese and English, twelve clips in Chinese.
    expect(first.captions).toBe(44);
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

  // The audio, video and galleries, and seeding again, on the same seed (seed-audio-video.checks.ts).
  audioVideoChecks(NOW, seed);
});
