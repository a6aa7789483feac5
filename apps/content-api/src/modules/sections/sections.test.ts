import {
  ContentPageResponseSchema,
  GroupListResponseSchema,
  LawQuestionResponseSchema,
  SECTION_CARD_TYPES,
  SearchPageResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const groups = async () => {
  const { status, body } = await t.call("/peony/v1/group");
  expect(status).toBe(200);
  return GroupListResponseSchema.parse(body).data.list;
};
const channelPage = async (gid: string, query = "") => {
  const { status, body } = await t.call(`/peony/v1/content?gid=${gid}${query}`);
  expect(status).toBe(200);
  return ContentPageResponseSchema.parse(body).data;
};
const search = async (keyword: string, pageindex = 1) => {
  const { status, body } = await t.call(
    `/peony/v1/search?keyword=${encodeURIComponent(keyword)}&pageindex=${pageindex}`,
  );
  expect(status).toBe(200);
  return SearchPageResponseSchema.parse(body).data;
};

describe("the app's sections in the feed and search", () => {
  it("offers a channel for each section after the content channels", async () => {
    const list = await groups();
    const sections = list.filter((g) => g.section);
    expect(sections.map((g) => g.section)).toEqual([...SECTION_CARD_TYPES]);
    expect(list.slice(0, list.length - sections.length).every((g) => !g.section)).toBe(true);
  });

  it("lists a section's channel as its cards, newest first, a page at a time", async () => {
    const circles = (await groups()).find((g) => g.section === "circle_post")!;
    const first = await channelPage(circles.id, "&pagesize=5");
    const visible = await t.db
      .selectFrom("circle_posts as p")
      .innerJoin("circles as ci", "ci.id", "p.circle_id")
      .where("p.status", "=", "published")
      .where("ci.status", "=", "visible")
      .select(["p.id", "p.publish_time"])
      .orderBy("p.publish_time", "desc")
      .orderBy("p.id", "desc")
      .execute();
    expect(first.total).toBe(visible.length);
    expect(first.has_more).toBe(true);
    expect(first.list.map((c) => c.id)).toEqual(visible.slice(0, 5).map((r) => t.ids.encode(r.id)));
    expect(first.list.every((c) => c.type === "circle_post" && c.actor === "dimim")).toBe(true);
    // A post's card carries its first line as its title, its circle as its source, its first picture.
    expect(first.list.some((c) => c.cover !== null)).toBe(true);
    const second = await channelPage(circles.id, "&pagesize=5&pageindex=2");
    expect(second.list[0]!.id).toBe(t.ids.encode(visible[5]!.id));
  });

  it("gives each question's card its answers' count, and each card's id opens its own page", async () => {
    const qa = (await groups()).find((g) => g.section === "law_question")!;
    const { list } = await channelPage(qa.id, "&pagesize=3");
    expect(list.length).toBe(3);
    for (const card of list) {
      const { status, body } = await t.call(`/law/v1/api/share/question/detail?id=${card.id}`);
      expect(status).toBe(200);
      const question = LawQuestionResponseSchema.parse(body).data;
      expect(question.title.startsWith(card.title.replace(/…$/, ""))).toBe(true);
      expect(card.comment_count).toBe(question.answer_count);
    }
  });

  it("lists knowledge bases and activities in their channels", async () => {
    const list = await groups();
    for (const type of ["catalogue", "activity"] as const) {
      const page = await channelPage(list.find((g) => g.section === type)!.id);
      expect(page.list.length, type).toBeGreaterThan(0);
      expect(page.list.every((c) => c.type === type)).toBe(true);
    }
  });

  it("finds a section's items by their words on the first page of a search, and only there", async () => {
    const first = await search("马拉松");
    const types = new Set(first.sections.map((s) => s.type));
    expect(types.has("circle_post")).toBe(true);
    expect(types.has("activity")).toBe(true);
    for (const hit of first.sections) {
      expect(hit.highlight.title.length + hit.highlight.summary.length).toBeGreaterThan(0);
    }
    expect((await search("马拉松", 2)).sections).toEqual([]);
    // A word none of them holds finds none of them.
    expect((await search("量子纠缠态")).sections).toEqual([]);
  });
});
