import {
  ContentModelPageResponseSchema,
  DiscoverResponseSchema,
  EditorialListPageResponseSchema,
  SpecialDetailResponseSchema,
} from "@davmu/contract";
import { EDITORIAL_LISTS, EDITORIAL_PAGES, SPECIALS } from "@davmu/demo-content/text/editorial.ts";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { insertContentModelPage, insertSpecial, storedBlock } from "./write.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const idOf = (key: string) => seededId(t, key);

const special = async (id: string) => {
  const { status, body } = await t.call(`${t.paths.special}?id=${id}`);
  expect(status).toBe(200);
  return SpecialDetailResponseSchema.parse(body).data;
};
const list = async (id: number, query = "") => {
  const { status, body } = await t.call(`${t.paths.editorialList(t.ids.encode(id))}${query}`);
  expect(status).toBe(200);
  return EditorialListPageResponseSchema.parse(body).data;
};
const page = async (id: number) => {
  const { status, body } = await t.call(t.paths.contentModel(t.ids.encode(id)));
  expect(status).toBe(200);
  return ContentModelPageResponseSchema.parse(body).data;
};

describe("special topics", () => {
  it("gives a seeded special with its introduction and its sections of mixed items in the editors' order", async () => {
    for (const seed of SPECIALS) {
      const id = await idOf(`seed:special:${seed.slug}`);
      const data = await special(t.ids.encode(id));
      expect(data.special).toMatchObject({ id: t.ids.encode(id), type: "special", title: seed.title });
      expect(data.special.cover).not.toBeNull();
      expect(data.introduction_html).toContain(seed.introduction[0]!.slice(0, 12));
      expect(data.sections.map((s) => s.title)).toEqual(seed.sections.map((s) => s.title));
      for (const [n, section] of data.sections.entries()) {
        const expected = await Promise.all(
          seed.sections[n]!.items.map(async (k) => t.ids.encode(await idOf(k))),
        );
        expect(section.list.map((c) => c.id)).toEqual(expected);
      }
      expect(new Set(data.sections.flatMap((s) => s.list.map((c) => c.type))).size).toBeGreaterThanOrEqual(3);
    }
  });

  it("leaves out unpublished items and the sections they empty", async () => {
    const item = await idOf("seed:doc:news:1");
    const other = await idOf("seed:doc:news:7");
    const id = await insertSpecial(t.db, {
      source_key: "test:special:drafts",
      status: "published",
      title: "测试专题",
      summary: "测试",
      body_html: "<p>导语</p><script>alert(1)</script>",
      channel_id: null,
      mp_id: null,
      keywords: [],
      publish_time: 1_800_000_000,
      update_time: 1_800_000_000,
      sections: [
        { key: "a", title: "第一组", items: [item] },
        { key: "b", title: "第二组", items: [other] },
      ],
    });
    await t.db.updateTable("contents").set({ status: "draft" }).where("id", "=", other).execute();
    const data = await special(t.ids.encode(id!));
    expect(data.introduction_html).not.toContain("script");
    expect(data.sections.map((s) => s.key)).toEqual(["a"]);
    await t.db.updateTable("contents").set({ status: "published" }).where("id", "=", other).execute();
    await t.db.deleteFrom("contents").where("id", "=", id!).execute();
  });

  it("answers 404 for an item that is not a special, an unknown id or one that does not decode, 400 without an id", async () => {
    const article = await idOf("seed:doc:news:1");
    for (const id of [t.ids.encode(article), t.ids.encode(99_999), "zzzzzzzz"])
      expect((await t.call(`${t.paths.special}?id=${id}`)).status).toBe(404);
    expect((await t.call(t.paths.special)).status).toBe(400);
  });
});

describe("curated lists", () => {
  it("gives each seeded list's items in the editors' order with their notes, a page at a time", async () => {
    for (const [n, seed] of EDITORIAL_LISTS.entries()) {
      const first = await list(n + 1, "?pagesize=5");
      expect(first.info).toMatchObject({ title: seed.title, kind: seed.kind, item_count: seed.items.length });
      expect(first.info.cover).not.toBeNull();
      expect(first.total).toBe(seed.items.length);
      expect(first.has_more).toBe(seed.items.length > 5);
      const all = await list(n + 1, "?pagesize=50");
      const expected = await Promise.all(seed.items.map(async ([k]) => t.ids.encode(await idOf(k))));
      expect(all.list.map((i) => i.card.id)).toEqual(expected);
      expect(all.list.map((i) => i.note)).toEqual(seed.items.map(([, note]) => note));
      expect(first.list).toEqual(all.list.slice(0, 5));
    }
    const second = await list(1, "?pagesize=5&pageindex=3");
    expect(second.list).toHaveLength(2);
    expect(second.has_more).toBe(false);
  });

  it("answers 404 for an unknown list or an id that does not decode, 400 for a bad page", async () => {
    expect((await t.call(t.paths.editorialList(t.ids.encode(99_999)))).status).toBe(404);
    expect((await t.call(t.paths.editorialList("zzzzzzzz"))).status).toBe(404);
    expect((await t.call(`${t.paths.editorialList(t.ids.encode(1))}?pagesize=500`)).status).toBe(400);
  });
});

describe("content-model pages", () => {
  it("gives the seeded pages' blocks, the rich text sanitised and the unknown block left out", async () => {
    for (const [n, seed] of EDITORIAL_PAGES.entries()) {
      const data = await page(n + 1);
      expect(data.title).toBe(seed.title);
      expect(data.blocks.map((b) => b.type)).toEqual(
        seed.blocks.map((b) => b.type).filter((type) => type !== "poll"),
      );
      for (const block of data.blocks) {
        if (block.type === "rich_text") expect(block.html).not.toMatch(/<script/);
        if (block.type === "cards") expect(block.list.length).toBeGreaterThan(0);
        if (block.type === "video") expect(block.media.hls).toMatch(/^https?:\/\//);
      }
    }
  });

  it("leaves out a block that does not fit or names what cannot be shown, and logs it", async () => {
    const article = await idOf("seed:doc:news:1");
    const id = await insertContentModelPage(t.db, {
      source_key: "test:content-model:bad",
      title: "测试页",
      description: "",
      blocks: [{ type: "rich_text", html: "<p>好的一块</p>" }],
    });
    const bad = [
      { type: "rich_text", html: "<p>好的一块</p>" },
      { type: "quiz", question: "?" },
      { type: "cards", title: "", layout: "row", content_ids: [99_999] },
      { type: "video", title: "", content_id: article },
      { type: "image", image: { url: "/media/x.jpg", width: -1, height: 2 }, alt: "x", caption: "" },
      "not a block",
    ];
    await t.db
      .updateTable("content_model_pages")
      .set({ blocks: JSON.stringify(bad) })
      .where("id", "=", id!)
      .execute();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await page(id!);
    expect(data.blocks).toEqual([{ type: "rich_text", html: "<p>好的一块</p>" }]);
    const said = log.mock.calls.map((c) => String(c[0])).join("\n");
    for (const n of [1, 2, 3, 4, 5]) expect(said).toContain(`page ${id}: block ${n} left out`);
    expect(said).not.toContain("block 0 left out");
    log.mockRestore();
    await t.db.updateTable("content_model_pages").set({ blocks: "{oops" }).where("id", "=", id!).execute();
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect((await page(id!)).blocks).toEqual([]);
  });

  it("checks blocks on write: a bad known block is refused, rich text sanitised, an unknown type kept", () => {
    expect(() =>
      storedBlock({ type: "links", links: [{ label: "x", url: "javascript:alert(1)" }] }, 0),
    ).toThrow(/blocks\[0\]/);
    expect(() =>
      storedBlock(
        { type: "image", image: { url: "/media/../etc/passwd", width: 1, height: 1 }, alt: "x" },
        1,
      ),
    ).toThrow();
    expect(storedBlock({ type: "rich_text", html: '<p onclick="x()">hi</p><script>1</script>' }, 2)).toEqual({
      type: "rich_text",
      html: "<p>hi</p>",
    });
    expect(storedBlock({ type: "poll", question: "?" }, 3)).toEqual({ type: "poll", question: "?" });
    expect(() => storedBlock(42, 4)).toThrow();
  });

  it("answers 404 for an unknown page or an id that does not decode", async () => {
    expect((await t.call(t.paths.contentModel(t.ids.encode(99_999)))).status).toBe(404);
    expect((await t.call(t.paths.contentModel("zzzzzzzz"))).status).toBe(404);
  });
});

describe("the home page's ways in", () => {
  const discover = async () => {
    const { status, body } = await t.call(t.paths.discover);
    expect(status).toBe(200);
    return DiscoverResponseSchema.parse(body).data;
  };

  it("names every seeded list, newest change first, each content-model page and the topics with items", async () => {
    const data = await discover();
    expect(new Set(data.lists.map((l) => l.title))).toEqual(new Set(EDITORIAL_LISTS.map((l) => l.title)));
    expect(new Set(data.lists.map((l) => l.kind))).toEqual(new Set(["list", "fly_card"]));
    const times = data.lists.map((l) => l.update_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // (The tests above add pages of their own.)
    expect(data.pages.map((p) => p.title)).toEqual(
      expect.arrayContaining(EDITORIAL_PAGES.map((p) => p.title)),
    );
    expect(data.topics.length).toBeGreaterThan(0);
    // Each leads to a page that is there.
    for (const l of data.lists) expect((await t.call(t.paths.editorialList(l.id))).status).toBe(200);
    for (const p of data.pages) expect((await t.call(t.paths.contentModel(p.id))).status).toBe(200);
    for (const topic of data.topics) {
      expect(topic.content_count).toBeGreaterThan(0);
      expect((await t.call(t.paths.topicInfo(topic.id))).status).toBe(200);
    }
  });

  it("leaves out a list whose items are all unpublished", async () => {
    const { list: first } = await list(1, "?pagesize=50");
    const ids = first.map((i) => t.ids.decode(i.card.id)!);
    await t.db.updateTable("contents").set({ status: "draft" }).where("id", "in", ids).execute();
    try {
      const titles = (await discover()).lists.map((l) => l.title);
      expect(titles).not.toContain(EDITORIAL_LISTS[0]!.title);
      expect(titles.length).toBe(EDITORIAL_LISTS.length - 1);
    } finally {
      await t.db.updateTable("contents").set({ status: "published" }).where("id", "in", ids).execute();
    }
  });
});
