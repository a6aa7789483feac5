/**
 * What the social tests share: an app whose like rate no test reaches, with the seed's first
 * channel item and media-account item, and the calls and reads of likes, collections and follows,
 * each on the app it is given.
 */
import { UserRelatedResponseSchema } from "@davmu/contract";
import { beforeAll, expect } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser } from "../../testing/users.ts";

export type SocialTest = {
  t: TestApp;
  seeded: Awaited<ReturnType<typeof seededIds>>;
  /** The seed's first channel item and first media-account item. */
  doc: number;
  mpItem: number;
};

/**
 * A test file's set-up: its app, made before its tests (a beforeAll registered here, so before the
 * file's own), with the seed's items.
 */
export function socialTest(): SocialTest {
  const test = {} as SocialTest;
  beforeAll(async () => {
    const t = await createTestApp({ CONTENT_API_SOCIAL_RATE: "100000" });
    const seeded = await seededIds(t);
    Object.assign(test, { t, seeded, doc: seeded.channelItems[0]!, mpItem: seeded.mpItems[0]! });
  });
  return test;
}

export const post = (app: TestApp, url: string, token: string | null, body?: unknown) =>
  app.call(url, {
    method: "POST",
    headers: token ? asUser(token) : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
export const counts = (app: TestApp, id: number) =>
  app.db
    .selectFrom("contents")
    .select(["like_count", "collect_count"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
export const followers = async (app: TestApp, mpId: number) =>
  (
    await app.db
      .selectFrom("media_accounts")
      .select("follower_count")
      .where("id", "=", mpId)
      .executeTakeFirstOrThrow()
  ).follower_count;
export const mpOf = async (app: TestApp, id: number) =>
  (await app.db.selectFrom("contents").select("mp_id").where("id", "=", id).executeTakeFirstOrThrow()).mp_id!;
const typeOf = async (app: TestApp, id: number) =>
  (await app.db.selectFrom("contents").select("type").where("id", "=", id).executeTakeFirstOrThrow()).type;
export const related = async (app: TestApp, id: number, token: string) => {
  const { status, body } = await app.call(app.paths.userRelated(await typeOf(app, id), app.ids.encode(id)), {
    headers: asUser(token),
  });
  expect(status).toBe(200);
  return UserRelatedResponseSchema.parse(body).data;
};
export const star = (app: TestApp, token: string, id: number, type = "star", target = "content") =>
  post(app, app.paths.star, token, { id: app.ids.encode(id), type, target });
