import {
  CircleCommentPageResponseSchema,
  CirclePostDetailResponseSchema,
  CirclePostPageResponseSchema,
  CircleResponseSchema,
  CircleTopicResponseSchema,
} from "@davmu/contract";
import { renderImages, SEED_IMAGE_CACHE } from "@davmu/demo-content/render-images.ts";
import {
  CIRCLE_TOPICS,
  CIRCLES,
  communityImageJobs,
  seedCommunity,
} from "@davmu/demo-content/seed-community.ts";
import { COMMENTERS } from "@davmu/demo-content/seed-users.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, TEST_DATA_DIR, type TestApp } from "../../testing/test-app.ts";
import { mediaDir } from "../media/folders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BASE = "/circle/v1/api/share";
const get = async (path: string) => {
  const { status, body } = await t.call(`${BASE}${path}`);
  return { status, body };
};
const ok = async <T>(path: string, schema: { parse: (x: unknown) => { data: T } }) => {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  return schema.parse(body).data;
};

const circleId = (key: string) => seededId(t, key, "circles");
const postId = (key: string) => seededId(t, key, "circle_posts");
const topicId = async (name: string) =>
  (await t.db.selectFrom("circle_topics").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

const published = (c: (typeof CIRCLES)[number]) => c.posts.filter((p) => !p.status);

describe("community circles", () => {
  it("answers a circle with its owner and the count of the posts everyone sees", async () => {
    for (const seed of CIRCLES) {
      const id = t.ids.encode(await circleId(seed.key));
      const circle = await ok(`/circle/detail?id=${id}`, CircleResponseSchema);
      expect(circle).toMatchObject({ id, name: seed.name, description: seed.description });
      expect(circle.owner.nickname).toBe(seed.owner);
      expect(circle.member_count).toBe(seed.members);
      expect(circle.post_count).toBe(published(seed).length);
      expect(circle.cover?.url).toMatch(/^http.*\.jpg$/);
      expect(circle.avatar?.width).toBe(160);
    }
  });

  it("pages a circle's posts newest first, without drafts or taken-down posts", async () => {
    const seed = CIRCLES[0]!;
    const id = t.ids.encode(await circleId(seed.key));
    const first = await ok(`/content/list?circle_id=${id}&pagesize=5`, CirclePostPageResponseSchema);
    const second = await ok(
      `/content/list?circle_id=${id}&pagesize=5&pageindex=2`,
      CirclePostPageResponseSchema,
    );
    const all = [...first.list, ...second.list];
    expect(first).toMatchObject({ pageindex: 1, pagesize: 5, total: published(seed).length, has_more: true });
    expect(second.has_more).toBe(false);
    expect(all.map((p) => p.text)).toEqual(
      [...published(seed)].sort((a, b) => a.hoursAgo - b.hoursAgo).map((p) => p.text),
    );
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const times = all.map((p) => p.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((p) => p.circle.id === id && p.circle.name === seed.name)).toBe(true);
    // The owner's posts carry the owner's badge; the six-picture post has its six in order.
    const lead = all.find((p) => p.text === seed.posts[0]!.text)!;
    expect(lead.author).toMatchObject({ nickname: seed.owner, is_owner: true });
    expect(lead.images).toHaveLength(seed.posts[0]!.pictures.length);
    expect(all.find((p) => p.author.nickname !== seed.owner)!.author.is_owner).toBe(false);

    const food = CIRCLES[1]!;
    const foodPage = await ok(
      `/content/list?circle_id=${t.ids.encode(await circleId(food.key))}&pagesize=30`,
      CirclePostPageResponseSchema,
    );
    expect(foodPage.list.map((p) => p.text)).not.toContain(
      food.posts.find((p) => p.status === "hidden")!.text,
    );
    expect(foodPage.list.some((p) => p.images.length === 9)).toBe(true);
    expect(foodPage.list.some((p) => p.images.length === 0)).toBe(true);
  });

  it("answers a post with its circle, topics and its first comments, oldest first", async () => {
    const seed = CIRCLES[0]!.posts[0]!;
    const id = t.ids.encode(await postId(seed.key));
    const detail = await ok(`/content/detail?id=${id}&pagesize=10`, CirclePostDetailResponseSchema);
    expect(detail.post).toMatchObject({
      id,
      text: seed.text,
      like_count: seed.likes,
      view_count: seed.views,
    });
    expect(detail.post.comment_count).toBe(seed.comments.length);
    expect(detail.post.topics.map((x) => x.name)).toEqual(["夜跑打卡"]);
    expect(detail.circle.name).toBe(CIRCLES[0]!.name);
    expect(detail.comments).toMatchObject({ pageindex: 1, total: seed.comments.length, has_more: true });
    expect(detail.comments.list.map((c) => c.text)).toEqual(
      seed.comments.slice(0, 10).map(([, text]) => text),
    );
    // The circle's owner answering in the comments carries the badge too.
    const owner = detail.comments.list.find((c) => c.author.nickname === CIRCLES[0]!.owner)!;
    expect(owner.author.is_owner).toBe(true);

    const more = await ok(`/comment/list?id=${id}&pageindex=2&pagesize=10`, CircleCommentPageResponseSchema);
    expect(more.list.map((c) => c.text)).toEqual(seed.comments.slice(10).map(([, text]) => text));
    expect(more.has_more).toBe(false);
  });

  it("leaves a taken-down comment out of the list and its count", async () => {
    const seed = CIRCLES[2]!.posts[0]!;
    const pid = await postId(seed.key);
    const id = t.ids.encode(pid);
    const before = await ok(`/comment/list?id=${id}`, CircleCommentPageResponseSchema);
    const [first] = await t.db
      .selectFrom("circle_comments")
      .select("id")
      .where("post_id", "=", pid)
      .orderBy("id")
      .limit(1)
      .execute();
    await t.db.updateTable("circle_comments").set({ status: "hidden" }).where("id", "=", first!.id).execute();
    const after = await ok(`/comment/list?id=${id}`, CircleCommentPageResponseSchema);
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c) => c.id)).not.toContain(t.ids.encode(first!.id));
    await t.db
      .updateTable("circle_comments")
      .set({ status: "visible" })
      .where("id", "=", first!.id)
      .execute();
  });

  it("answers a topic with its counts, and its posts from every circle", async () => {
    const name = "周末去哪儿";
    const tagged = CIRCLES.flatMap((c) => published(c)).filter((p) => p.text.includes(`#${name}#`));
    const id = t.ids.encode(await topicId(name));
    const topic = await ok(`/topic/detail?id=${id}`, CircleTopicResponseSchema);
    expect(topic).toMatchObject({
      id,
      name,
      description: CIRCLE_TOPICS.find((x) => x.name === name)!.description,
      post_count: tagged.length,
      author_count: new Set(tagged.map((p) => p.author)).size,
    });
    expect(topic.cover?.url).toMatch(/\.jpg$/);
    const page = await ok(`/content/list?topic_id=${id}&pagesize=30`, CirclePostPageResponseSchema);
    expect(page.list.map((p) => p.text).sort()).toEqual(tagged.map((p) => p.text).sort());
    expect(new Set(page.list.map((p) => p.circle.name)).size).toBeGreaterThan(2);
    expect(page.list.every((p) => p.topics.some((x) => x.id === id))).toBe(true);
  });

  it("answers 404 for unknown or undecodable ids, drafts and taken-down posts", async () => {
    const draft = t.ids.encode(await postId("seed:circle-post:running-9"));
    const hidden = t.ids.encode(await postId("seed:circle-post:food-7"));
    const unknown = t.ids.encode(99_999);
    const paths = [
      `/circle/detail?id=${unknown}`,
      "/circle/detail?id=zzzzzzzz",
      "/circle/detail?id=not-an-id!",
      `/topic/detail?id=${unknown}`,
      "/topic/detail?id=zzzzzzzz",
      `/content/detail?id=${unknown}`,
      "/content/detail?id=zzzzzzzz",
      `/content/detail?id=${draft}`,
      `/content/detail?id=${hidden}`,
      `/comment/list?id=${draft}`,
      `/content/list?circle_id=${unknown}`,
      "/content/list?topic_id=zzzzzzzz",
    ];
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
  });

  it("hides a taken-down circle and its posts", async () => {
    const cid = await circleId(CIRCLES[3]!.key);
    const pid = await postId(CIRCLES[3]!.posts[0]!.key);
    await t.db.updateTable("circles").set({ status: "hidden" }).where("id", "=", cid).execute();
    expect((await get(`/circle/detail?id=${t.ids.encode(cid)}`)).status).toBe(404);
    expect((await get(`/content/detail?id=${t.ids.encode(pid)}`)).status).toBe(404);
    await t.db.updateTable("circles").set({ status: "visible" }).where("id", "=", cid).execute();
    expect((await get(`/content/detail?id=${t.ids.encode(pid)}`)).status).toBe(200);
  });

  it("refuses a list without its scope, or with both, and a page size out of range", async () => {
    const id = t.ids.encode(await circleId(CIRCLES[0]!.key));
    for (const query of ["", `circle_id=${id}&topic_id=${id}`, `circle_id=${id}&pagesize=500`]) {
      const { status, body } = await get(`/content/list?${query}`);
      expect(status, query).toBe(400);
      expect((body as { msg: string }).msg).toMatch(/invalid request/);
    }
    expect((await get("/circle/detail")).status).toBe(400);
  });

  it("seeds once: a second run adds no circle, post, picture, topic or comment", async () => {
    const tables = [
      "circles",
      "circle_posts",
      "circle_post_images",
      "circle_topics",
      "circle_post_topics",
      "circle_comments",
    ] as const;
    const counts = () =>
      Promise.all(
        tables.map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    expect(before[1]).toBe(CIRCLES.reduce((n, c) => n + c.posts.length, 0));
    const { images } = await renderImages(
      { mediaDir: mediaDir(TEST_DATA_DIR), cacheDir: SEED_IMAGE_CACHE },
      communityImageJobs(),
    );
    const users = await t.db
      .selectFrom("users")
      .select(["id", "nickname"])
      .where("phone", "is", null)
      .execute();
    const commenters = COMMENTERS.map((name) => users.find((u) => u.nickname === name)!.id);
    expect(await seedCommunity(t.db, images, commenters, Math.floor(Date.now() / 1000))).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
