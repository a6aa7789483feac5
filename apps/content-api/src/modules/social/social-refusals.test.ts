/**
 * What every like, collection and follow call refuses: a caller without a user token, a bad body,
 * an id that names nothing, and more marks a minute than one user may set.
 */
import { ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { signIn } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { counts, mpOf, post, type SocialTest, socialTest, star } from "./social-testing.ts";

const test = socialTest();
let t: TestApp;
let seeded: SocialTest["seeded"];
let doc: number;
let mpItem: number;
beforeAll(() => {
  ({ t, seeded, doc, mpItem } = test);
});

describe("what every one of these calls asks", () => {
  it("answers 401 without a user token, saying so, and changes nothing", async () => {
    const anonymous = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-social-01",
      Math.floor(Date.now() / 1000),
    );
    const id = t.ids.encode(mpItem);
    const mp = t.ids.encode(await mpOf(t, mpItem));
    const before = await counts(t, mpItem);
    const calls: [string, string, unknown][] = [
      ["POST", t.paths.star, { id, type: "star" }],
      ["POST", t.paths.mpStar, { id, type: "star" }],
      ["POST", t.paths.collection(id), { type: "collect" }],
      ["POST", t.paths.mpCollection(id), { type: "collect" }],
      ["POST", t.paths.follow(mp), { type: "follow" }],
      ["POST", t.paths.isFollowed(mp), undefined],
      ["GET", t.paths.userRelated("doc", id), undefined],
    ];
    for (const [method, url, body] of calls) {
      for (const authorization of [undefined, "Bearer nonsense", anonymous]) {
        const { status, body: answer } = await t.call(url, {
          method,
          headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(status, `${method} ${url}`).toBe(401);
        expect(ErrorEnvelopeSchema.parse(answer).msg).toMatch(/needs a logged-in user/);
      }
    }
    expect(await counts(t, mpItem)).toEqual(before);
  });

  it.each([
    [{ type: "star" }, "id"],
    [{ id: "x", type: "star" }, "id"],
    [{ id: "AAAAAAAA", type: "like" }, "type"],
    [{ id: "AAAAAAAA", type: "star", target: "user" }, "target"],
  ])("answers 400 for the like %j, naming %s", async (body, field) => {
    const { token } = await signIn(t);
    const { status, body: answer } = await post(t, t.paths.star, token, body);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(answer).msg).toContain(field);
  });

  it("answers 400 for a collection or follow without its type, 404 for ids that name nothing", async () => {
    const { token } = await signIn(t);
    expect((await post(t, t.paths.collection(t.ids.encode(doc)), token, {})).status).toBe(400);
    expect(
      (await post(t, t.paths.follow(t.ids.encode(await mpOf(t, mpItem))), token, { type: "like" })).status,
    ).toBe(400);
    for (const url of [t.paths.collection("zzzzzzzz"), t.paths.collection(t.ids.encode(seeded.drafts[0]!))])
      expect((await post(t, url, token, { type: "collect" })).status).toBe(404);
    for (const url of [t.paths.follow("zzzzzzzz"), t.paths.follow(t.ids.encode(99_999))])
      expect((await post(t, url, token, { type: "follow" })).status).toBe(404);
    expect((await star(t, token, 99_999)).status).toBe(404);
  });

  it("limits how many marks one user sets a minute", async () => {
    const small = await createTestApp({ CONTENT_API_SOCIAL_RATE: "3" });
    const { token } = await signIn(small);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await star(small, token, doc, i % 2 ? "unstar" : "star")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
