import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../testing/test-database.ts";
import { insertContent } from "../../write/write-content.ts";
import { MIGRATIONS, migrateToLatest } from "../migrate.ts";

/** A media row of item `content`; the role unchecked, to try ones the column refuses. */
const file = (content: number, role: string, url: string) => ({
  content_id: content,
  kind: "video" as const,
  role: role as "file",
  sort: 0,
  url,
  mime: "video/mp4",
  duration: 20,
  width: 1280,
  height: 720,
  size_bytes: 5_000_000_000,
  bandwidth: null,
});

describe("migration 026_media_tracks", () => {
  it("keeps a video's files and lets it record caption tracks with their language and a seek preview", async () => {
    const { db } = await openTestDatabase({ contents: "empty" });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "026"));
    await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    const id = (await insertContent(db, {
      source_key: "test:video",
      type: "video",
      status: "published",
      title: "视频",
      summary: "s",
      body_html: "<p>x</p>",
      keywords: [],
      publish_time: 1_790_000_000,
      update_time: 1_790_000_000,
      channel_id: null,
      mp_id: null,
      duration: 20,
    }))!;
    // Before: the role column refuses a caption track.
    await db
      .insertInto("media_files")
      .values(file(id, "file", "/media/v/video.mp4"))
      .execute();
    await expect(
      db
        .insertInto("media_files")
        .values(file(id, "captions", "/media/v/zh-CN.vtt"))
        .execute(),
    ).rejects.toThrow();

    await migrateToLatest(db);
    await db
      .insertInto("media_files")
      .values([
        { ...file(id, "captions", "/media/v/zh-CN.vtt"), lang: "zh-CN", label: "中文" },
        file(id, "thumbnails", "/media/v/thumbnails.vtt"),
      ])
      .execute();
    const rows = await db
      .selectFrom("media_files")
      .select(["id", "role", "url", "size_bytes", "lang", "label"])
      .where("content_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.role, r.url, r.lang, r.label])).toEqual([
      ["file", "/media/v/video.mp4", null, null],
      ["captions", "/media/v/zh-CN.vtt", "zh-CN", "中文"],
      ["thumbnails", "/media/v/thumbnails.vtt", null, null],
    ]);
    // Sizes past 32 bits survive, and new ids keep counting after the old ones.
    expect(Number(rows[0]!.size_bytes)).toBe(5_000_000_000);
    expect(Number(rows[1]!.id)).toBeGreaterThan(Number(rows[0]!.id));
    // Still no role the service does not know, and the files still go with their item.
    await expect(
      db
        .insertInto("media_files")
        .values(file(id, "subtitles", "/media/v/x.srt"))
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom("contents").where("id", "=", id).execute();
    const left = await sql<{ n: number }>`select count(*) as n from media_files`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);
    await db.destroy();
  });
});
