import {
  type AlbumDetail,
  AlbumDetailResponseSchema,
  AlbumTracksPageResponseSchema,
  ErrorEnvelopeSchema,
  RelatedAlbumsResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { testItem } from "../../testing/test-content.ts";
import { insertContent } from "../../write/write-content.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
let record: number;
let series: number;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
  record = seeded.byType("audio_album")[0]!.id;
  series = seeded.byType("video_album")[0]!.id;
});

const album = async (path: string): Promise<AlbumDetail> => {
  const { status, body } = await t.call(path);
  expect(status).toBe(200);
  return AlbumDetailResponseSchema.parse(body).data;
};
const expect404 = async (path: string) => {
  const { status, body } = await t.call(path);
  expect(status, path).toBe(404);
  expect(ErrorEnvelopeSchema.parse(body).code).toBe(404);
};
const tracks = async (albumId: string, itemId: string, query = "") => {
  const { status, body } = await t.call(`${t.paths.albumTracks(albumId, itemId)}${query}`);
  expect(status).toBe(200);
  return AlbumTracksPageResponseSchema.parse(body).data;
};
const badIds = () => ["zzzzzzzz", "abc", t.ids.encode(99_999)];

/** A draft track added to the end of an album: it must never be seen. */
async function addDraftTrack(albumId: number): Promise<number> {
  const id = await insertContent(
    t.db,
    testItem({
      source_key: `test:draft-track:${albumId}`,
      type: "audio",
      status: "draft",
      title: "【待审】未完成的曲目",
      duration: 60,
      media: [{ kind: "audio", role: "file", url: "/media/x.m4a", mime: "audio/mp4", duration: 60 }],
    }),
  );
  await t.db.insertInto("album_items").values({ album_id: albumId, item_id: id!, sort: 99 }).execute();
  return id!;
}

describe("GET {peony-inner} audio album", () => {
  it("gives the header: cover, title, description, count, total length and media account", async () => {
    const data = await album(t.paths.audioAlbum(t.ids.encode(record)));
    expect(data.type).toBe("audio_album");
    expect(data.title.length).toBeGreaterThan(4);
    expect(data.summary.length).toBeGreaterThan(20);
    expect(data.body_html).toContain("<p>");
    expect(data.cover).toMatchObject({ width: 600, height: 600 });
    expect(data.item_count).toBe(10);
    expect(data.duration).toBe(data.items.reduce((sum, i) => sum + i.duration!, 0));
    expect(data.mp?.name).toBeTruthy();
    expect(data.source).toBe(data.mp!.name);
  });

  it("lists the tracks in order, each playable with the album's artwork", async () => {
    const data = await album(t.paths.audioAlbum(t.ids.encode(record)));
    expect(data.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const stored = await t.db
      .selectFrom("album_items")
      .select("item_id")
      .where("album_id", "=", record)
      .orderBy("sort")
      .execute();
    expect(data.items.map((i) => i.id)).toEqual(stored.map((r) => t.ids.encode(r.item_id)));
    for (const item of data.items) {
      expect(item.type).toBe("audio");
      expect(item.media).toMatchObject({ kind: "audio", mime: "audio/mp4", duration: item.duration });
      expect(item.media?.kind === "audio" && item.media.cover?.url).toBe(data.cover!.url);
    }
    expect(new Set(data.items.map((i) => i.title)).size).toBe(10);
  });

  it("never shows a draft track, in the list or the count", async () => {
    const draft = await addDraftTrack(record);
    const data = await album(t.paths.audioAlbum(t.ids.encode(record)));
    expect(data.items.map((i) => i.id)).not.toContain(t.ids.encode(draft));
    expect([data.item_count, data.items.length]).toEqual([10, 10]);
    await expect404(t.paths.albumTracks(t.ids.encode(record), t.ids.encode(draft)));
  });

  it("answers 404 for a video album, a track, a draft album and ids that do not decode", async () => {
    await expect404(t.paths.audioAlbum(t.ids.encode(series)));
    await expect404(t.paths.audioAlbum(t.ids.encode(seeded.albumMembers[0]!.id)));
    await t.db
      .updateTable("contents")
      .set({ status: "draft" })
      .where("id", "=", seeded.byType("audio_album")[1]!.id)
      .execute();
    await expect404(t.paths.audioAlbum(t.ids.encode(seeded.byType("audio_album")[1]!.id)));
    await t.db
      .updateTable("contents")
      .set({ status: "published" })
      .where("id", "=", seeded.byType("audio_album")[1]!.id)
      .execute();
    for (const id of badIds()) await expect404(t.paths.audioAlbum(id));
  });
});

describe("GET {peony-inner} video album", () => {
  it("lists the episodes in order with their video, poster and length", async () => {
    const data = await album(t.paths.videoAlbum(t.ids.encode(series)));
    expect(data).toMatchObject({ type: "video_album", item_count: 5, duration: 60 });
    expect(data.items.map((i) => [i.position, i.type, i.duration])).toEqual([
      [1, "video", 12],
      [2, "video", 12],
      [3, "video", 12],
      [4, "video", 12],
      [5, "video", 12],
    ]);
    expect(data.items[0]!.title).toMatch(/^第1集/);
    for (const item of data.items) {
      expect(item.media).toMatchObject({ kind: "video", width: 1280, height: 720 });
      // Each episode's own narration, Chinese first, and its seek preview.
      const tracks = item.media?.kind === "video" ? item.media.captions : [];
      expect(tracks.map((c) => c.lang)).toEqual(["zh-CN", "en"]);
      expect(item.media).toHaveProperty("thumbnails", expect.stringMatching(/\/thumbnails\.vtt$/));
      expect(item.cover).toMatchObject({ width: 750, height: 420 });
    }
    // Episodes come out one after the other.
    const times = data.items.map((i) => i.publish_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("answers 404 for an audio album", async () => {
    await expect404(t.paths.videoAlbum(t.ids.encode(record)));
  });
});

describe("GET album tracks (series = album, uid = the item the visitor is on)", () => {
  it("gives the page holding the item, and says where it is", async () => {
    const { items } = await album(t.paths.audioAlbum(t.ids.encode(record)));
    const albumId = t.ids.encode(record);
    const page = await tracks(albumId, items[6]!.id, "?pagesize=3");
    expect(page).toMatchObject({ pageindex: 3, pagesize: 3, total: 10, has_more: true, current: 7 });
    expect(page.list.map((i) => i.position)).toEqual([7, 8, 9]);
    expect(page.list.map((i) => i.id)).toEqual(items.slice(6, 9).map((i) => i.id));
    expect(page.list[0]!.media?.kind).toBe("audio");
  });

  it("walks the album page by page from any item, and defaults to pages of 20", async () => {
    const { items } = await album(t.paths.audioAlbum(t.ids.encode(record)));
    const albumId = t.ids.encode(record);
    const seen: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const page = await tracks(albumId, items[0]!.id, `?pageindex=${i}&pagesize=3`);
      expect(page.has_more).toBe(i < 4);
      expect(page.current).toBe(1);
      seen.push(...page.list.map((x) => x.id));
    }
    expect(seen).toEqual(items.map((x) => x.id));
    const whole = await tracks(albumId, items[9]!.id);
    expect(whole).toMatchObject({ pageindex: 1, pagesize: 20, total: 10, has_more: false, current: 10 });
    expect(await tracks(albumId, items[0]!.id, "?pageindex=9")).toMatchObject({ list: [], has_more: false });
  });

  it("pages a video album's episodes the same way", async () => {
    const { items } = await album(t.paths.videoAlbum(t.ids.encode(series)));
    const page = await tracks(t.ids.encode(series), items[4]!.id, "?pagesize=2");
    expect(page).toMatchObject({ pageindex: 3, current: 5, total: 5, has_more: false });
    expect(page.list.map((i) => i.media?.kind)).toEqual(["video"]);
  });

  it("answers 404 for an item of another album, an unknown album and ids that do not decode", async () => {
    const other = await album(t.paths.videoAlbum(t.ids.encode(series)));
    const albumId = t.ids.encode(record);
    await expect404(t.paths.albumTracks(albumId, other.items[0]!.id));
    await expect404(t.paths.albumTracks(t.ids.encode(seeded.byType("doc")[0]!.id), other.items[0]!.id));
    for (const id of badIds()) {
      await expect404(t.paths.albumTracks(id, other.items[0]!.id));
      await expect404(t.paths.albumTracks(t.ids.encode(series), id));
    }
  });

  it.each(["pagesize=0", "pagesize=51", "pageindex=0", "pageindex=x"])(
    "answers 400 for %s",
    async (query) => {
      const { items } = await album(t.paths.videoAlbum(t.ids.encode(series)));
      const { status, body } = await t.call(
        `${t.paths.albumTracks(t.ids.encode(series), items[0]!.id)}?${query}`,
      );
      expect(status).toBe(400);
      expect(ErrorEnvelopeSchema.parse(body).msg).toContain(query.split("=")[0]);
    },
  );
});

describe("GET {peony-inner} related albums", () => {
  it("offers the other albums, the same kind first, as cards with their counts", async () => {
    const { status, body } = await t.call(t.paths.relatedAlbums(t.ids.encode(record)));
    expect(status).toBe(200);
    const list = RelatedAlbumsResponseSchema.parse(body).data.list;
    expect(list.map((c) => c.type)).toEqual(["audio_album", "video_album", "video_album"]);
    expect(list.map((c) => c.id)).not.toContain(t.ids.encode(record));
    expect(list[0]!.item_count).toBe(10);
    expect(list[1]!.item_count).toBe(5);
  });

  it("holds to size and answers 404 for what is not a published album", async () => {
    const { body } = await t.call(`${t.paths.relatedAlbums(t.ids.encode(series))}?size=1`);
    expect(RelatedAlbumsResponseSchema.parse(body).data.list.map((c) => c.type)).toEqual(["video_album"]);
    await expect404(t.paths.relatedAlbums(t.ids.encode(seeded.byType("doc")[0]!.id)));
    for (const id of badIds()) await expect404(t.paths.relatedAlbums(id));
  });
});
