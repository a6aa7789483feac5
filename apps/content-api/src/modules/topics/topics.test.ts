import { TopicInfoResponseSchema, TopicListResponseSchema } from "@davmu/contract";
import { TOPICS } from "@davmu/demo-content/seed-topics.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { insertContent } from "../../write/write-content.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const topicList = async () => {
  const { status, body } = await t.call(t.paths.topicList);
  expect(status).toBe(200);
  return TopicListResponseSchema.parse(body).data.list;
};
const topicInfo = async (id: string, query = "") => {
  const { status, body } = await t.call(`${t.paths.topicInfo(id)}${query}`);
  expect(status).toBe(200);
  return TopicInfoResponseSchema.parse(body).data;
};

describe("topics", () => {
  it("lists the seed's topics in the editors' order, each holding the listed items its name is a keyword of", async () => {
    const list = await topicList();
    expect(list.map((x) => x.name)).toEqual(TOPICS.map((x) => x.name));
    const listed = new Set((await seededIds(t)).listed.map((r) => r.id));
    const rows = await t.db.selectFrom("contents").select(["id", "keywords"]).execute();
    for (const topic of list) {
      const expected = rows
        .filter((r) => listed.has(r.id) && (JSON.parse(r.keywords) as string[]).includes(topic.name))
        .map((r) => t.ids.encode(r.id));
      expect(topic.content_count, topic.name).toBe(expected.length);
      expect(topic.content_count).toBeGreaterThanOrEqual(2);
      const page = await topicInfo(topic.id, "?pagesize=50");
      expect(page.list.map((c) => c.id).sort()).toEqual(expected.sort());
      const times = page.list.map((c) => c.publish_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(topic.cover?.url).toBe(page.list.find((c) => c.cover)?.cover?.url);
    }
  });

  it("files a new item under the topics its keywords name, and pages", async () => {
    const [topic] = await topicList();
    const before = await topicInfo(topic!.id, "?pagesize=1");
    const id = await insertContent(t.db, {
      source_key: "test:topic:new",
      type: "doc",
      status: "published",
      title: "一条新的专题稿件",
      summary: "用于检查专题归档。",
      body_html: "<p>正文</p>",
      keywords: [topic!.name, "别的词"],
      publish_time: 1_900_000_000,
      update_time: 1_900_000_000,
      channel_id: null,
      mp_id: null,
    });
    const after = await topicInfo(topic!.id, "?pagesize=1");
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]!.id).toBe(t.ids.encode(id!));
    expect(after.has_more).toBe(true);
    await t.db.deleteFrom("contents").where("id", "=", id!).execute();
    expect((await topicInfo(topic!.id)).total).toBe(before.total);
  });

  it("answers 404 for a topic that does not exist or an id that does not decode", async () => {
    for (const id of [t.ids.encode(99_999), "zzzzzzzz"])
      expect((await t.call(t.paths.topicInfo(id))).status).toBe(404);
  });
});
