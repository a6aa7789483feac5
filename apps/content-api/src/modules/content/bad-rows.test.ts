import {
  ContentDetailResponseSchema,
  ContentListResponseSchema,
  ContentPageResponseSchema,
} from "@davmu/contract";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testItem } from "../../testing/test-content.ts";
import { type ContentInput, insertContent } from "../../write/write-content.ts";

/** One row of each kind of damage, written straight into the database as an old importer might. */
let t: TestApp;
let relativeCover: number;
let brokenAvatar: number;
let negativeCount: number;
let log: MockInstance;
beforeAll(async () => {
  t = await createTestApp();
  const newest = await t.db
    .selectFrom("contents")
    .select(["id", "mp_id"])
    .where("status", "=", "published")
    .orderBy("publish_time", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  relativeCover = newest[0]!.id;
  negativeCount = newest[1]!.id;
  const mpRow = newest.find((r) => r.mp_id !== null && r.id !== relativeCover && r.id !== negativeCount)!;
  brokenAvatar = mpRow.id;
  await t.db
    .updateTable("contents")
    .set({ cover_url: "cover.jpg" })
    .where("id", "=", relativeCover)
    .execute();
  await t.db.updateTable("contents").set({ view_count: -5 }).where("id", "=", negativeCount).execute();
  await t.db
    .updateTable("media_accounts")
    .set({ avatar: "../avatar.png" })
    .where("id", "=", mpRow.mp_id!)
    .execute();
  await t.db
    .updateTable("content_images")
    .set({ url: "/media/../../content-api.db" })
    .where("content_id", "=", relativeCover)
    .where("sort", "=", 0)
    .execute();
});
beforeEach(() => {
  log = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  log.mockRestore();
});

const encoded = (id: number) => t.ids.encode(id);
const logged = () => log.mock.calls.map((args) => String(args[0])).join("\n");

describe("a bad row among good ones", () => {
  it("leaves the content list answering 200 with the other items, the bad cover repaired", async () => {
    const { status, body } = await t.call(`${t.paths.contentList}?pagesize=10`);
    expect(status).toBe(200);
    const list = ContentPageResponseSchema.parse(body).data.list;
    expect(list.length).toBe(9);
    expect(list[0]!.id).toBe(encoded(relativeCover));
    expect(list[0]!.cover).toBeNull();
    expect(list.map((c) => c.id)).not.toContain(encoded(negativeCount));
    expect(logged()).toContain(`item ${negativeCount} left out of the content list`);
    expect(logged()).toContain(`item ${relativeCover}: cover "cover.jpg"`);
  });

  it("keeps an item whose media account's avatar is broken, without the account's brief", async () => {
    const { body } = await t.call(`${t.paths.contentList}?pagesize=10`);
    const card = ContentPageResponseSchema.parse(body).data.list.find((c) => c.id === encoded(brokenAvatar))!;
    expect(card).toMatchObject({ actor: "mp", mp: null });
    expect(card.source).not.toBe("");
  });

  it("repairs a detail: no cover, and the image that escapes /media/ left out", async () => {
    const { status, body } = await t.call(t.paths.contentDetail(encoded(relativeCover)));
    expect(status).toBe(200);
    const detail = ContentDetailResponseSchema.parse(body).data;
    expect(detail.cover).toBeNull();
    expect(detail.images.every((img) => !img.url.includes(".."))).toBe(true);
    expect(logged()).toContain(`item ${relativeCover}: image "/media/../../content-api.db"`);
  });

  it("answers an item that cannot be repaired with a 404, logged, never a 500", async () => {
    const { status } = await t.call(t.paths.contentDetail(encoded(negativeCount)));
    expect(status).toBe(404);
    expect(logged()).toContain(`item ${negativeCount} left out of its detail`);
  });

  it("leaves recommend and hot72 answering 200 without the item that cannot be repaired", async () => {
    for (const path of [
      `${t.paths.recommend}?size=30`,
      `${t.paths.recommend}?id=${encoded(relativeCover)}&size=30`,
      `${t.paths.hot72}?size=50`,
    ]) {
      const { status, body } = await t.call(path);
      expect(status, path).toBe(200);
      const ids = ContentListResponseSchema.parse(body).data.list.map((c) => c.id);
      expect(ids, path).not.toContain(encoded(negativeCount));
      expect(ids.length, path).toBeGreaterThan(0);
    }
  });
});

describe("writing content", () => {
  const item = (overrides: Partial<ContentInput>): ContentInput =>
    testItem({ source_key: `test:${Math.random()}`, type: "doc", title: "t", ...overrides });

  it.each(["cover.jpg", "/covers/a.jpg", "/media/../../x", "javascript:alert(1)", "http://"])(
    "refuses the cover %j, naming the field, and writes nothing",
    async (cover) => {
      const before = await t.db
        .selectFrom("contents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      await expect(
        insertContent(t.db, item({ cover_url: cover, cover_width: 10, cover_height: 10 })),
      ).rejects.toThrow(/cover_url/);
      const after = await t.db
        .selectFrom("contents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it("refuses a body image outside /media/ or http(s), naming it", async () => {
    await expect(
      insertContent(
        t.db,
        item({
          images: [
            { url: "/media/a.jpg", width: 1, height: 1 },
            { url: "a.jpg", width: 1, height: 1 },
          ],
        }),
      ),
    ).rejects.toThrow(/images\[1\]\.url/);
  });

  it("stores a media path normalised, and absolute URLs as they are", async () => {
    const id = await insertContent(
      t.db,
      item({
        cover_url: "/media/seed/x/../a.jpg",
        images: [{ url: "https://cdn.example/b.jpg", width: 1, height: 1 }],
      }),
    );
    const row = await t.db
      .selectFrom("contents")
      .select("cover_url")
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(row.cover_url).toBe("/media/seed/a.jpg");
    const image = await t.db
      .selectFrom("content_images")
      .select("url")
      .where("content_id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(image.url).toBe("https://cdn.example/b.jpg");
  });
});
