/**
 * Likes, collections and follows: each set once however often it is asked (and by many users at
 * once), what user_related tells a user, and every mark found again after a restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CollectResponseSchema,
  FollowResponseSchema,
  IsFollowedResponseSchema,
  StarResponseSchema,
} from "@davmu/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { openTestDatabase, testDialect } from "../../testing/test-database.ts";
import { asUser, signIn } from "../../testing/users.ts";
import {
  counts,
  followers,
  mpOf,
  post,
  related,
  type SocialTest,
  socialTest,
  star,
} from "./social-testing.ts";

const test = socialTest();
let t: TestApp;
let seeded: SocialTest["seeded"];
let doc: number;
let mpItem: number;
beforeAll(() => {
  ({ t, seeded, doc, mpItem } = test);
});

describe("likes", () => {
  it("likes an item once however often it is said, and unlikes it", async () => {
    const { token } = await signIn(t);
    const before = (await counts(t, doc)).like_count;
    const first = await star(t, token, doc);
    expect(first.status).toBe(200);
    expect(StarResponseSchema.parse(first.body).data).toEqual({
      id: t.ids.encode(doc),
      target: "content",
      starred: true,
      like_count: before + 1,
    });
    expect(StarResponseSchema.parse((await star(t, token, doc)).body).data.like_count).toBe(before + 1);
    expect(await related(t, doc, token)).toMatchObject({ liked: true, like_count: before + 1 });
    const off = StarResponseSchema.parse((await star(t, token, doc, "unstar")).body).data;
    expect(off).toMatchObject({ starred: false, like_count: before });
    expect(StarResponseSchema.parse((await star(t, token, doc, "unstar")).body).data.like_count).toBe(before);
    expect(await related(t, doc, token)).toMatchObject({ liked: false, like_count: before });
  });

  it("counts 100 users liking at once as 100, and one user liking twice at once as one", async () => {
    const item = seeded.channelItems[1]!;
    // Made one after the other: a hundred first logins at once is not what this is about.
    const users = [];
    for (let i = 0; i < 100; i++) users.push(await signIn(t));
    const before = (await counts(t, item)).like_count;
    const answers = await Promise.all(users.map((u) => star(t, u.token, item)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await counts(t, item)).like_count).toBe(before + 100);
    const other = seeded.channelItems[2]!;
    const once = (await counts(t, other)).like_count;
    const twice = await Promise.all([star(t, users[0]!.token, other), star(t, users[0]!.token, other)]);
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    expect((await counts(t, other)).like_count).toBe(once + 1);
    const undo = await Promise.all(users.map((u) => star(t, u.token, item, "unstar")));
    expect(undo.every((a) => a.status === 200)).toBe(true);
    expect((await counts(t, item)).like_count).toBe(before);
  });

  it("likes a comment anyone can see, once", async () => {
    const { token, userId } = await signIn(t);
    const [comment] = await t.db
      .insertInto("comments")
      .values([{ content_id: doc, user_id: userId, body: "写得真好" }])
      .returning("id")
      .execute();
    const ask = (type = "star") => star(t, token, comment!.id, type, "comment");
    expect(StarResponseSchema.parse((await ask()).body).data).toMatchObject({
      target: "comment",
      starred: true,
      like_count: 1,
    });
    expect(StarResponseSchema.parse((await ask()).body).data.like_count).toBe(1);
    expect(StarResponseSchema.parse((await ask("unstar")).body).data.like_count).toBe(0);
    const [held] = await t.db
      .insertInto("comments")
      .values([{ content_id: doc, user_id: userId, body: "held", held: 1 }])
      .returning("id")
      .execute();
    expect((await star(t, token, held!.id, "star", "comment")).status).toBe(404);
  });

  it("takes media-account items only through /guzzle, every published item through /peony", async () => {
    const { token } = await signIn(t);
    const guzzle = (id: number) => post(t, t.paths.mpStar, token, { id: t.ids.encode(id), type: "star" });
    expect((await guzzle(mpItem)).status).toBe(200);
    expect((await guzzle(doc)).status).toBe(404);
    expect((await star(t, token, mpItem)).status).toBe(200);
  });
});

describe("collections and follows", () => {
  it("collects an item once and uncollects it, through either prefix for a media-account item", async () => {
    const { token } = await signIn(t);
    const before = (await counts(t, mpItem)).collect_count;
    const collect = (url: string, type: string) => post(t, url, token, { type });
    const on = CollectResponseSchema.parse(
      (await collect(t.paths.mpCollection(t.ids.encode(mpItem)), "collect")).body,
    ).data;
    expect(on).toEqual({ id: t.ids.encode(mpItem), collected: true, collect_count: before + 1 });
    await collect(t.paths.collection(t.ids.encode(mpItem)), "collect");
    expect((await counts(t, mpItem)).collect_count).toBe(before + 1);
    expect((await related(t, mpItem, token)).collected).toBe(true);
    await collect(t.paths.collection(t.ids.encode(mpItem)), "uncollect");
    expect((await counts(t, mpItem)).collect_count).toBe(before);
    expect((await collect(t.paths.mpCollection(t.ids.encode(doc)), "collect")).status).toBe(404);
  });

  it("follows a media account once, 100 followers at once as 100, and unfollows", async () => {
    const mpId = await mpOf(t, mpItem);
    const mp = t.ids.encode(mpId);
    const before = await followers(t, mpId);
    const users = [];
    for (let i = 0; i < 100; i++) users.push(await signIn(t));
    const answers = await Promise.all(
      users.map((u) => post(t, t.paths.follow(mp), u.token, { type: "follow" })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await followers(t, mpId)).toBe(before + 100);
    const [u] = users;
    await Promise.all([1, 2, 3].map(() => post(t, t.paths.follow(mp), u!.token, { type: "follow" })));
    expect(await followers(t, mpId)).toBe(before + 100);
    const is = await post(t, t.paths.isFollowed(mp), u!.token);
    expect(IsFollowedResponseSchema.parse(is.body).data).toEqual({ id: mp, followed: true });
    expect(await related(t, mpItem, u!.token)).toMatchObject({
      followed: true,
      follower_count: before + 100,
    });
    const off = await post(t, t.paths.follow(mp), u!.token, { type: "unfollow" });
    expect(FollowResponseSchema.parse(off.body).data).toEqual({
      id: mp,
      followed: false,
      follower_count: before + 99,
    });
    expect(
      IsFollowedResponseSchema.parse((await post(t, t.paths.isFollowed(mp), u!.token)).body).data.followed,
    ).toBe(false);
  });
});

describe("user_related", () => {
  it("tells a user what they did with an item: nothing yet, and a booking of it", async () => {
    const { token, userId } = await signIn(t);
    // No live broadcast is seeded; a booking names the item's type and id whatever the type.
    const live = seeded.byType("video")[0]!.id;
    expect(await related(t, live, token)).toMatchObject({
      id: t.ids.encode(live),
      type: "video",
      liked: false,
      collected: false,
      booked: false,
    });
    await t.db
      .insertInto("bookings")
      .values({ user_id: userId, booking_type: "video", booking_id: live })
      .execute();
    expect((await related(t, live, token)).booked).toBe(true);
    expect((await related(t, doc, token)).follower_count).toBeNull();
  });

  it("answers 404 when the type is not the item's, and for unknown items", async () => {
    const { token } = await signIn(t);
    const id = t.ids.encode(doc);
    for (const url of [
      t.paths.userRelated("video", id),
      t.paths.userRelated("nonsense", id),
      t.paths.userRelated("doc", t.ids.encode(seeded.drafts[0]!)),
      t.paths.userRelated("doc", "zzzzzzzz"),
    ]) {
      expect((await t.call(url, { headers: asUser(token) })).status, url).toBe(404);
    }
  });
});

describe("after a restart", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "davmu-social-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds every like, collection and follow where it was", async () => {
    const database =
      testDialect() === "sqlite"
        ? await openTestDatabase({ sqliteFile: path.join(dir, "content-api.db") })
        : undefined;
    const first = await createTestApp({}, database ? { database } : {});
    const user = await signIn(first);
    const mpId = await mpOf(first, mpItem);
    await star(first, user.token, mpItem);
    await post(first, first.paths.collection(first.ids.encode(mpItem)), user.token, { type: "collect" });
    await post(first, first.paths.follow(first.ids.encode(mpId)), user.token, { type: "follow" });
    const expected = await related(first, mpItem, user.token);
    const again = await createTestApp({}, { beside: first });
    expect(await related(again, mpItem, user.token)).toEqual(expected);
    expect(expected).toMatchObject({ liked: true, collected: true, followed: true });
  });
});
