/**
 * What the comments tests share: an app whose comment and like rates no test reaches, the seed's
 * most commented items, items of a test's own, and the calls and counts the tests make.
 */
import { CommentPageResponseSchema, CommentResponseSchema } from "@davmu/contract";
import { beforeAll, expect } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser } from "../../testing/users.ts";

export type CommentsTest = {
  t: TestApp;
  seeded: Awaited<ReturnType<typeof seededIds>>;
  /** The most commented channel item and media-account item of the seed. */
  busy: number;
  mpBusy: number;
};

/** A fresh app on the seeded database, with the seed's most commented items. */
async function openCommentsTest(): Promise<CommentsTest> {
  const t = await createTestApp({ CONTENT_API_COMMENT_RATE: "100000", CONTENT_API_SOCIAL_RATE: "100000" });
  const seeded = await seededIds(t);
  const mostCommented = (ids: number[]) =>
    t.db
      .selectFrom("contents")
      .select("id")
      .where("id", "in", ids)
      .orderBy("comment_count", "desc")
      .orderBy("id")
      .executeTakeFirstOrThrow();
  const busy = (await mostCommented(seeded.channelItems)).id;
  const mpBusy = (await mostCommented(seeded.mpItems)).id;
  return { t, seeded, busy, mpBusy };
}

/**
 * A test file's set-up: its app, made before its tests (a beforeAll registered here, so before the
 * file's own), and the calls and reads its tests make on it.
 */
export function commentsTest() {
  const test = {} as CommentsTest;
  beforeAll(async () => {
    Object.assign(test, await openCommentsTest());
  });
  const enc = (id: number) => test.t.ids.encode(id);
  const list = async (id: number, query = "", headers: Record<string, string> = {}) => {
    const { t } = test;
    const { status, body } = await t.call(`${t.paths.commentList(enc(id))}${query}`, { headers });
    expect(status).toBe(200);
    return CommentPageResponseSchema.parse(body).data;
  };
  const post = (id: number, token: string, body: unknown, url = test.t.paths.commentPost(enc(id))) =>
    test.t.call(url, { method: "POST", headers: asUser(token), body: JSON.stringify(body) });
  const posted = async (id: number, token: string, body: unknown) => {
    const { status, body: answer } = await post(id, token, body);
    expect(status).toBe(200);
    return CommentResponseSchema.parse(answer).data;
  };
  const commentCount = async (id: number) =>
    (
      await test.t.db
        .selectFrom("contents")
        .select("comment_count")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).comment_count;
  const visibleStored = async (id: number) =>
    Number(
      (
        await test.t.db
          .selectFrom("comments")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("content_id", "=", id)
          .where("status", "=", "visible")
          .where("held", "=", 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /**
   * A published item of its own for a test, so counts and lists meet no other test's comments: the
   * newest but `offset`, never one of the busy items.
   */
  const freshItem = (offset: number, source: "channel" | "mp" = "channel") => {
    const { seeded, busy, mpBusy } = test;
    const items = (source === "mp" ? seeded.mpItems : seeded.channelItems).filter(
      (id) => id !== busy && id !== mpBusy,
    );
    return items.at(-1 - offset)!;
  };
  return { test, enc, list, post, posted, commentCount, visibleStored, freshItem };
}
