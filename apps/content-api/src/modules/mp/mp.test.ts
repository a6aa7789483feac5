import { MpFollowListResponseSchema, MpInfoResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
});

const info = async (id: string, query = "") => {
  const { status, body } = await t.call(`${t.paths.mpInfo(id)}${query}`);
  expect(status).toBe(200);
  return MpInfoResponseSchema.parse(body).data;
};
const followList = async (query = "") => {
  const { status, body } = await t.call(`${t.paths.mpFollowList}${query}`);
  expect(status).toBe(200);
  return MpFollowListResponseSchema.parse(body).data;
};

describe("GET mp/info", () => {
  it("gives a media account's profile and its items, newest first", async () => {
    const mpId = seeded.listed.find((r) => r.mp_id !== null)!.mp_id!;
    const own = seeded.listed.filter((r) => r.mp_id === mpId);
    const id = t.ids.encode(mpId);
    const page = await info(id, "?pagesize=50");
    expect(page.mp).toMatchObject({ id, content_count: own.length });
    expect(page.mp.name.length).toBeGreaterThan(1);
    expect(page.mp.avatar).toMatch(/^http:\/\/api\.test\/media\//);
    expect(page).toMatchObject({ total: own.length, has_more: false });
    expect(page.list.map((c) => c.id).sort()).toEqual(own.map((r) => t.ids.encode(r.id)).sort());
    expect(page.list.every((c) => c.mp?.id === id && c.actor === "mp")).toBe(true);
    const times = page.list.map((c) => c.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await info(id, "?pagesize=2");
    expect(first).toMatchObject({ has_more: own.length > 2, pageindex: 1 });
    expect(first.list.map((c) => c.id)).toEqual(page.list.slice(0, 2).map((c) => c.id));
  });

  it("counts the account's items by type, and lists one type at a time", async () => {
    const mpId = seeded.listed.find((r) => r.mp_id !== null)!.mp_id!;
    const id = t.ids.encode(mpId);
    const all = await info(id, "?pagesize=50");
    const types = await t.db
      .selectFrom("contents")
      .select(["id", "type"])
      .where(
        "id",
        "in",
        all.list.map((c) => t.ids.decode(c.id)!),
      )
      .execute();
    const expected = new Map<string, number>();
    for (const r of types) expected.set(r.type, (expected.get(r.type) ?? 0) + 1);
    expect(new Map(all.type_counts.map((c) => [c.type, c.count]))).toEqual(expected);
    const counts = all.type_counts.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [first] = all.type_counts;
    const one = await info(id, `?type=${first!.type}&pagesize=50`);
    expect(one.total).toBe(first!.count);
    expect(one.list.length).toBe(first!.count);
    expect(one.list.every((c) => c.type === first!.type)).toBe(true);
    expect((await info(id, "?type=live")).list).toEqual([]);
    expect((await t.call(`${t.paths.mpInfo(id)}?type=poem`)).status).toBe(400);
  });

  it("answers 404 for an account that does not exist or an id that does not decode, 400 for a bad page", async () => {
    for (const id of [t.ids.encode(99_999), "zzzzzzzz"])
      expect((await t.call(t.paths.mpInfo(id))).status).toBe(404);
    const id = t.ids.encode(seeded.listed.find((r) => r.mp_id !== null)!.mp_id!);
    expect((await t.call(`${t.paths.mpInfo(id)}?pagesize=0`)).status).toBe(400);
  });
});

describe("GET mp/followlist", () => {
  it("lists every media account, most followed first, in pages", async () => {
    const all = await followList("?pagesize=50");
    const accounts = await t.db.selectFrom("media_accounts").select("id").execute();
    expect(all.total).toBe(accounts.length);
    expect(all.list).toHaveLength(accounts.length);
    const counts = all.list.map((m) => m.follower_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.list.every((m) => m.content_count > 0)).toBe(true);
    const second = await followList("?pagesize=5&pageindex=2");
    expect(second.list.map((m) => m.id)).toEqual(all.list.slice(5, 10).map((m) => m.id));
    expect(second.has_more).toBe(true);
  });

  it("leaves out the account whose page shows it", async () => {
    const [top] = (await followList()).list;
    const without = await followList(`?exclude=${top!.id}&pagesize=50`);
    expect(without.list.map((m) => m.id)).not.toContain(top!.id);
    expect(without.total).toBe((await followList()).total - 1);
  });

  it("shows a new follower in the account's count", async () => {
    const [, second] = (await followList()).list;
    const { token } = await signIn(t);
    await t.call(t.paths.follow(second!.id), {
      method: "POST",
      headers: asUser(token),
      body: JSON.stringify({ type: "follow" }),
    });
    const after = (await followList()).list.find((m) => m.id === second!.id)!;
    expect(after.follower_count).toBe(second!.follower_count + 1);
    expect((await info(second!.id)).mp.follower_count).toBe(second!.follower_count + 1);
  });
});
