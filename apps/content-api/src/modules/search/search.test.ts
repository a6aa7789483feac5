import {
  ErrorEnvelopeSchema,
  HotWordsResponseSchema,
  SEARCH_QUERY_MAX,
  SearchPageResponseSchema,
} from "@davmu/contract";
import { HOT_WORDS } from "@davmu/demo-content/seed-hot-words.ts";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { testDialect } from "../../testing/test-database.ts";
import { insertContent } from "../../write/write-content.ts";
import { EXCERPT_LENGTH, excerptAround, highlightRanges } from "./terms.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_API_SEARCH_RATE: "100000" });
});

const search = async (keyword: string, extra = "", app = t, address = "192.0.2.30") => {
  const res = await app.app.request(
    `${app.paths.search}?keyword=${encodeURIComponent(keyword)}${extra}`,
    {},
    { incoming: { socket: { remoteAddress: address } } },
  );
  expect(res.status, keyword).toBe(200);
  return SearchPageResponseSchema.parse(await res.json()).data;
};
const marked = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));
const allTitles = async () =>
  (await t.db.selectFrom("contents").select(["id", "title", "status"]).execute()).filter(
    (r) => r.status === "published",
  );
describe("GET search", () => {
  it("finds Chinese by any three characters of a title, and marks them", async () => {
    const page = await search("马拉松", "&pagesize=50");
    const listed = new Set((await seededIds(t)).listed.map((r) => t.ids.encode(r.id)));
    const titled = (await allTitles()).filter(
      (r) => r.title.includes("马拉松") && listed.has(t.ids.encode(r.id)),
    );
    expect(titled.length).toBeGreaterThanOrEqual(2);
    expect(page.list.map((h) => h.id)).toEqual(expect.arrayContaining(titled.map((r) => t.ids.encode(r.id))));
    for (const hit of page.list) expect(listed.has(hit.id)).toBe(true);
    expect(page.keyword).toBe("马拉松");
    for (const hit of page.list.filter((h) => h.title.includes("马拉松")))
      expect(marked(hit.title, hit.highlight.title)).toEqual(["马拉松"]);
  });

  it("finds words that are only in a summary or the keywords", async () => {
    const row = await t.db
      .selectFrom("contents")
      .select(["id", "title", "summary", "keywords"])
      .where("status", "=", "published")
      .where("type", "=", "doc")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const fromSummary = [...row.summary].slice(20, 26).join("");
    expect((await search(fromSummary)).list.map((h) => h.id)).toContain(t.ids.encode(row.id));
    const keyword = (JSON.parse(row.keywords) as string[]).find(
      (k) => [...k].length >= 3 && !row.title.includes(k),
    );
    if (keyword) expect((await search(keyword)).list.map((h) => h.id)).toContain(t.ids.encode(row.id));
  });

  it("puts titles that hold the words first, then the newest", async () => {
    const page = await search("博物馆", "&pagesize=50");
    const inTitle = page.list.map((h) => h.title.includes("博物馆"));
    expect(inTitle.indexOf(false) === -1 || inTitle.slice(inTitle.indexOf(false)).every((x) => !x)).toBe(
      true,
    );
    const titled = page.list.filter((h) => h.title.includes("博物馆")).map((h) => h.publish_time);
    expect(titled).toEqual([...titled].sort((a, b) => b - a));
  });

  it("needs every word of a query, in any order", async () => {
    const both = await search("地铁 开通");
    expect(both.list.length).toBeGreaterThan(0);
    for (const hit of both.list) expect(`${hit.title}${hit.summary}`).toMatch(/地铁/);
    expect((await search("地铁 马拉松 帆船赛")).total).toBe(0);
  });

  it("finds one- and two-character words among the newest items, by title, summary or keywords", async () => {
    const two = await search("地铁");
    expect(two.list.some((h) => h.title.includes("地铁6号线"))).toBe(true);
    const hit = two.list.find((h) => h.title.includes("地铁"))!;
    expect(marked(hit.title, hit.highlight.title)).toContain("地铁");
    expect((await search("铁")).total).toBeGreaterThanOrEqual(two.total);
  });

  it("ignores case and full-width forms of Latin letters", async () => {
    const lofi = await search("LO-FI");
    expect(lofi.list.some((h) => h.title.includes("Lo-fi"))).toBe(true);
    const hit = lofi.list.find((h) => h.title.includes("Lo-fi"))!;
    expect(marked(hit.title, hit.highlight.title)).toEqual(["Lo-fi"]);
    expect((await search("ｌｏ－ｆｉ")).total).toBe(lofi.total);
  });

  it("takes % and _ as the characters they are", async () => {
    expect((await search("%%%")).total).toBe(0);
    expect((await search("___")).total).toBe(0);
    expect((await search('"地铁')).total).toBe(0);
  });

  it("finds a seeded article by words that are only in its body, with the body's words around them", async () => {
    const rows = await t.db
      .selectFrom("contents")
      .select(["id", "title", "summary", "keywords", "body_text"])
      .where("status", "=", "published")
      .where("type", "=", "doc")
      .orderBy("id")
      .execute();
    const listed = new Set((await seededIds(t)).listed.map((r) => r.id));
    const row = rows.find((r) => listed.has(r.id) && [...r.body_text].length > 200)!;
    // Six characters from the middle of the body that are in neither its title nor its summary.
    const chars = [...row.body_text];
    let phrase = "";
    for (let at = 120; at < chars.length - 6 && !phrase; at += 7) {
      const candidate = chars.slice(at, at + 6).join("");
      if (/^[\u4e00-\u9fff]{6}$/u.test(candidate) && !`${row.title}${row.summary}`.includes(candidate))
        phrase = candidate;
    }
    expect(phrase).not.toBe("");
    const hit = (await search(phrase, "&pagesize=50")).list.find((h) => h.id === t.ids.encode(row.id));
    expect(hit).toBeDefined();
    expect(hit!.excerpt).not.toBeNull();
    expect(marked(hit!.excerpt!.text, hit!.excerpt!.ranges)).toContain(phrase);
    expect([...hit!.excerpt!.text].length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2);
  });

  it("reads a new item's body, but never its markup", async () => {
    const id = await insertContent(t.db, {
      source_key: "test:search:body",
      type: "doc",
      status: "published",
      title: "社区食堂的一天",
      summary: "从早上五点开始。",
      body_html:
        '<p>凌晨备料时，师傅们先熬一锅<strong>琥珀色</strong>的骨汤。</p><p><a href="https://example.com/珊瑚礁档案">附近的菜场</a></p>',
      keywords: [],
      publish_time: 1_700_000_000,
      update_time: 1_700_000_000,
      channel_id: null,
      mp_id: null,
    });
    const found = await search("琥珀色的骨汤");
    expect(found.list.map((h) => h.id)).toEqual([t.ids.encode(id!)]);
    expect(found.list[0]!.excerpt?.text).toContain("琥珀色的骨汤");
    expect((await search("珊瑚礁档案")).total).toBe(0);
    // A hit by its title has no excerpt: the title already shows why.
    expect((await search("社区食堂")).list.find((h) => h.id === t.ids.encode(id!))?.excerpt).toBeNull();
    await t.db.deleteFrom("contents").where("id", "=", id!).execute();
  });

  it("never finds drafts", async () => {
    expect((await search("停车收费标准")).total).toBe(0);
    expect((await search("折叠屏手机")).total).toBe(0);
  });

  it("finds what is published after it started, and an item by its new title", async () => {
    const id = await insertContent(t.db, {
      source_key: "test:search:new",
      type: "doc",
      status: "published",
      title: "全新的量子咖啡馆开张",
      summary: "一家用三台咖啡机做实验的小店。",
      body_html: "<p>x</p>",
      keywords: ["咖啡", "小店"],
      publish_time: 1_700_000_000,
      update_time: 1_700_000_000,
      channel_id: null,
      mp_id: null,
    });
    expect((await search("量子咖啡")).list.map((h) => h.id)).toEqual([t.ids.encode(id!)]);
    await t.db.updateTable("contents").set({ title: "全新的星际面包房开张" }).where("id", "=", id!).execute();
    expect((await search("量子咖啡")).total).toBe(0);
    expect((await search("星际面包")).total).toBe(1);
    await t.db.deleteFrom("contents").where("id", "=", id!).execute();
    expect((await search("星际面包")).total).toBe(0);
  });

  it("pages", async () => {
    const all = await search("的", "&pagesize=50");
    const first = await search("的", "&pagesize=5");
    const second = await search("的", "&pagesize=5&pageindex=2");
    expect(first).toMatchObject({ total: all.total, has_more: true });
    expect([...first.list, ...second.list].map((h) => h.id)).toEqual(all.list.slice(0, 10).map((h) => h.id));
  });

  it("answers 400 for an empty, overlong or control-character query, never a database error", async () => {
    for (const keyword of [
      "",
      "   ",
      "字".repeat(SEARCH_QUERY_MAX + 1),
      "a\u0000b",
      "地铁\u202e",
      "a\u0007b",
    ]) {
      const { status, body } = await t.call(`${t.paths.search}?keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(400);
      expect(ErrorEnvelopeSchema.parse(body).msg).toContain("keyword");
    }
    expect((await t.call(t.paths.search)).status).toBe(400);
  });

  it("is answered from the trigram index for words of three characters or more", async () => {
    if (testDialect() === "postgres") {
      const plan = await t.db.transaction().execute(async (trx) => {
        // Few rows: the planner would scan them; forbidding scans shows the index can answer.
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ "QUERY PLAN": string }>`explain select id from contents as c
          where (c.title || ' ' || c.summary || ' ' || translate(c.keywords, '[]",', '    ') || ' ' || c.body_text) ilike ${"%马拉松%"}`.execute(
          trx,
        );
      });
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("contents_search_trgm");
    } else {
      const plan = await sql<{ detail: string }>`explain query plan
        select rowid from contents_search where contents_search match ${'"马拉松"'}`.execute(t.db);
      expect(plan.rows.map((r) => r.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
    }
  });

  it("limits how many searches one address makes a minute", async () => {
    const small = await createTestApp({ CONTENT_API_SEARCH_RATE: "2" });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await small.call(`${small.paths.search}?keyword=地铁`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("body excerpts", () => {
  it("show the words around the first hit, cut with an ellipsis, never splitting a character", () => {
    const body = `${"前".repeat(40)}关键😀词${"后".repeat(80)}`;
    const excerpt = excerptAround(body, ["关键"])!;
    expect(excerpt.text.startsWith("…")).toBe(true);
    expect(excerpt.text.endsWith("…")).toBe(true);
    expect(marked(excerpt.text, excerpt.ranges)).toEqual(["关键"]);
    expect(excerpt.text).toContain("😀");
    expect(excerptAround("短短一句关键词", ["关键"])).toEqual({ text: "短短一句关键词", ranges: [[4, 6]] });
    expect(excerptAround("无关", ["关键"])).toBeNull();
  });
});

describe("highlight ranges", () => {
  it("are UTF-16 offsets, merged where they overlap or touch", () => {
    expect(highlightRanges("😀地铁地铁站", ["地铁"])).toEqual([[2, 6]]);
    expect(highlightRanges("abcABC", ["bc", "ca"])).toEqual([[1, 6]]);
    expect(highlightRanges("无关", ["地铁"])).toEqual([]);
  });
});

describe("GET search/hot-words", () => {
  it("suggests the editors' words, each of which finds something", async () => {
    const app = await createTestApp({ CONTENT_API_SEARCH_RATE: "100000" });
    const { body } = await app.call(app.paths.searchHotWords);
    const { list } = HotWordsResponseSchema.parse(body).data;
    expect(list.map((w) => w.word)).toEqual(HOT_WORDS);
    expect(list.every((w) => w.searches === 0)).toBe(true);
    for (const word of HOT_WORDS) expect((await search(word, "", app)).total, word).toBeGreaterThan(0);
  });

  it("puts first what three or more addresses searched with results, each address counted once a day", async () => {
    const app = await createTestApp({ CONTENT_API_SEARCH_RATE: "100000" });
    const hot = async () =>
      HotWordsResponseSchema.parse((await app.call(app.paths.searchHotWords)).body).data.list;
    for (const address of ["192.0.2.41", "192.0.2.41", "192.0.2.41", "192.0.2.42"])
      await search("城市马拉松", "", app, address);
    expect((await hot()).map((w) => w.word)).not.toContain("城市马拉松");
    await search("城市马拉松", "", app, "192.0.2.43");
    expect((await hot())[0]).toEqual({ word: "城市马拉松", searches: 3 });
    for (const address of ["192.0.2.41", "192.0.2.42", "192.0.2.43"])
      await search("不存在的词语", "", app, address);
    expect((await hot()).map((w) => w.word)).not.toContain("不存在的词语");
    expect(await hot()).toHaveLength(10);
  });

  it("never suggests a word the filter holds, however often searched", async () => {
    const app = await createTestApp({
      CONTENT_API_SEARCH_RATE: "100000",
      CONTENT_API_BLOCKED_WORDS: "马拉松",
    });
    for (const address of ["192.0.2.51", "192.0.2.52", "192.0.2.53"])
      await search("马拉松", "", app, address);
    const { list } = HotWordsResponseSchema.parse((await app.call(app.paths.searchHotWords)).body).data;
    expect(list.map((w) => w.word)).not.toContain("马拉松");
  });
});
