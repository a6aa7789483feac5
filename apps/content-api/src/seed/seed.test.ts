import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { type SeedReport, seedDatabase } from "./index.ts";

const NOW = Math.floor(Date.now() / 1000);
let dir: string;
let db: Kysely<Database>;
let first: SeedReport;
const lines: string[] = [];

// The real seed, once, into an empty folder: pictures rendered from scratch.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-seed-"));
  db = openDatabase(path.join(dir, "content-api.db"));
  await migrateToLatest(db);
  first = await seedDatabase(db, { mediaDir: path.join(dir, "media"), log: (l) => lines.push(l), now: NOW });
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const published = () => db.selectFrom("contents").selectAll().where("status", "=", "published").execute();

describe("seedDatabase", () => {
  it("reports one progress line per step", () => {
    expect(lines.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual([
      "seed: images",
      "seed: apps",
      "seed: channels",
      "seed: media",
      "seed: articles",
      "seed: drafts",
      "seed: done",
    ]);
    expect(first).toMatchObject({ apps: 1, channels: 7, mediaAccounts: 9, articles: 49, drafts: 2 });
    expect(first.images).toBeGreaterThanOrEqual(100);
  });

  it("writes at least 48 articles over at least 6 channels, half of them from media accounts", async () => {
    const rows = await published();
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(rows.every((r) => r.type === "doc")).toBe(true);
    expect(new Set(rows.map((r) => r.channel_id)).size).toBeGreaterThanOrEqual(6);
    const fromMp = rows.filter((r) => r.mp_id !== null).length;
    expect(fromMp / rows.length).toBeGreaterThan(0.4);
    expect(fromMp / rows.length).toBeLessThan(0.6);
    const mps = await db.selectFrom("media_accounts").selectAll().execute();
    expect(mps.length).toBeGreaterThanOrEqual(8);
    expect(mps.length).toBeLessThanOrEqual(10);
    expect(mps.every((m) => m.avatar.startsWith("/media/") && m.follower_count > 0)).toBe(true);
  });

  it("spreads publish dates over the last year, with at least 6 in the last 72 hours", async () => {
    const ages = (await published()).map((r) => NOW - r.publish_time);
    expect(ages.every((a) => a > 0 && a <= 365 * 86_400)).toBe(true);
    expect(ages.filter((a) => a <= 72 * 3600).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...ages)).toBeGreaterThan(300 * 86_400);
  });

  it("gives realistic counts: some above 10,000 views and one above 1,000,000", async () => {
    const rows = await published();
    expect(rows.filter((r) => r.view_count > 10_000).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.view_count > 1_000_000)).toHaveLength(1);
    expect(rows.every((r) => r.like_count < r.view_count && r.comment_count < r.like_count)).toBe(true);
  });

  it("writes every article in full: summary, keywords, author, cover and a rich body", async () => {
    const titles = new Set<string>();
    for (const r of await published()) {
      titles.add(r.title);
      expect(r.summary.length).toBeGreaterThan(20);
      expect(JSON.parse(r.keywords).length).toBeGreaterThanOrEqual(2);
      expect(r.author).toBeTruthy();
      expect([r.cover_width, r.cover_height]).toEqual([750, 420]);
      const body = r.body_html;
      expect(body).toMatch(/<h2>/);
      expect(body).toMatch(/<h3>/);
      expect(body.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
      expect(body).toMatch(/<(ul|ol)><li>/);
      expect(body).toMatch(/<blockquote>/);
      const figures = body.match(
        /<figure><img src="\/media\/[^"]+" width="\d+" height="\d+" alt="[^"]+" \/><figcaption>/g,
      );
      expect(figures?.length).toBeGreaterThanOrEqual(2);
      expect(figures?.length).toBeLessThanOrEqual(4);
      const images = await db
        .selectFrom("content_images")
        .selectAll()
        .where("content_id", "=", r.id)
        .execute();
      expect(images).toHaveLength(figures!.length);
    }
    expect(titles.size).toBe(49);
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
    });
    const after = await db
      .selectFrom("contents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(fs.readdirSync(path.join(dir, "media"), { recursive: true }).length).toBe(files);
  });
});
