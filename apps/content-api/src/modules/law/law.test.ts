import { LawAnswerPageResponseSchema, LawQuestionResponseSchema } from "@davmu/contract";
import { LAW_QUESTIONS } from "@davmu/demo-content/text/law-questions.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { maskName } from "./present.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const idOf = async (key: string) => t.ids.encode(await seededId(t, `seed:law:${key}`, "law_questions"));
const detail = async (id: string) => {
  const { status, body } = await t.call(`${t.paths.lawQuestion}?id=${id}`);
  expect(status).toBe(200);
  return LawQuestionResponseSchema.parse(body).data;
};
const answers = async (id: string, query = "") => {
  const { status, body } = await t.call(`${t.paths.lawAnswerList}?id=${id}${query}`);
  expect(status).toBe(200);
  return LawAnswerPageResponseSchema.parse(body).data;
};

describe("legal questions", () => {
  it("answers every seeded question with its text, category, masked asker and answer count", async () => {
    for (const seeded of LAW_QUESTIONS) {
      const q = await detail(await idOf(seeded.key));
      expect(q.title).toBe(seeded.title);
      expect(q.content).toBe(seeded.content);
      expect(q.category).toBe(seeded.category);
      expect(q.region).toBe(seeded.region);
      expect(q.asker).toBe(maskName(seeded.asker));
      expect(q.asker).not.toContain(seeded.asker.slice(1));
      expect(q.answer_count).toBe(seeded.answers.length);
      expect(q.answer_count).toBeGreaterThanOrEqual(2);
      expect(q.accepted_answer_id !== null).toBe(seeded.answers.some((a) => a.accepted));
    }
  });

  it("lists the accepted answer first, then the most liked, or the newest when asked", async () => {
    const seeded = LAW_QUESTIONS.find((q) => q.answers.length >= 4)!;
    const id = await idOf(seeded.key);
    const q = await detail(id);
    const byLikes = await answers(id, "&pagesize=20");
    expect(byLikes.total).toBe(seeded.answers.length);
    expect(byLikes.list[0]!.accepted).toBe(true);
    expect(byLikes.list[0]!.id).toBe(q.accepted_answer_id);
    expect(byLikes.list.filter((a) => a.accepted)).toHaveLength(1);
    const likes = byLikes.list.slice(1).map((a) => a.like_count);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const byTime = await answers(id, "&pagesize=20&sort=time");
    expect(byTime.list[0]!.id).toBe(q.accepted_answer_id);
    const times = byTime.list.slice(1).map((a) => a.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages the answers without repeating or losing one", async () => {
    const seeded = LAW_QUESTIONS.find((q) => q.answers.length >= 4)!;
    const id = await idOf(seeded.key);
    const first = await answers(id, "&pagesize=2");
    expect(first.list).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = await answers(id, "&pagesize=2&pageindex=2");
    expect(second.has_more).toBe(seeded.answers.length > 4);
    const all = await answers(id, "&pagesize=20");
    expect([...first.list, ...second.list].map((a) => a.id)).toEqual(all.list.slice(0, 4).map((a) => a.id));
  });

  it("marks verified lawyers with their firm and years, and unverified users without", async () => {
    const all = (
      await Promise.all(
        LAW_QUESTIONS.map(async (q) => (await answers(await idOf(q.key), "&pagesize=20")).list),
      )
    ).flat();
    const verified = all.filter((a) => a.answerer.verified);
    const others = all.filter((a) => !a.answerer.verified);
    expect(verified.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const a of verified) {
      expect(a.answerer.firm).toMatch(/律师事务所$/);
      expect(a.answerer.practice_years).toBeGreaterThan(0);
      expect(a.answerer.avatar?.url).toMatch(/^http:\/\/api\.test\/media\//);
    }
    for (const a of others) {
      expect(a.answerer.firm).toBe("");
      expect(a.answerer.practice_years).toBeNull();
    }
  });

  it("answers 404 for a question that does not exist, is hidden, or an id that does not decode", async () => {
    const hidden = await idOf(LAW_QUESTIONS[0]!.key);
    const hiddenId = t.ids.decode(hidden)!;
    await t.db.updateTable("law_questions").set({ status: "hidden" }).where("id", "=", hiddenId).execute();
    for (const id of [t.ids.encode(99_999), "zzzzzzzz", hidden]) {
      expect((await t.call(`${t.paths.lawQuestion}?id=${id}`)).status).toBe(404);
      expect((await t.call(`${t.paths.lawAnswerList}?id=${id}`)).status).toBe(404);
    }
    await t.db.updateTable("law_questions").set({ status: "published" }).where("id", "=", hiddenId).execute();
    expect((await t.call(`${t.paths.lawAnswerList}?id=${hidden}&pagesize=500`)).status).toBe(400);
  });

  it("masks names: the first character and stars", () => {
    expect(maskName("陈思远")).toBe("陈**");
    expect(maskName("王悦")).toBe("王*");
    expect(maskName("  ")).toBe("匿名用户");
  });
});
