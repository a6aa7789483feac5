import { describe, expect, it, vi } from "vitest";
import { sharedValues } from "../../db/shared-values.ts";
import { openTestDatabase, reopenTestDatabase } from "../../testing/test-database.ts";
import { configuredTicket, wechatTicket } from "./jsapi-ticket.ts";

const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 500, json: async () => body });

function fakeWechat() {
  return vi.fn(async (url: string) => {
    if (url.includes("/token?")) return answer({ access_token: "ACCESS", expires_in: 7200 });
    if (url.includes("/ticket/getticket?access_token=ACCESS&type=jsapi"))
      return answer({ errcode: 0, errmsg: "ok", ticket: `TICKET-${Math.random()}`, expires_in: 7200 });
    return answer({ errcode: 40001, errmsg: "invalid credential" });
  });
}

describe("configuredTicket", () => {
  it("gives the configured ticket, or null when there is none", async () => {
    expect(await configuredTicket("abc").getTicket()).toBe("abc");
    expect(await configuredTicket("").getTicket()).toBeNull();
  });
});

describe("wechatTicket", () => {
  it("fetches a token, then the ticket, and caches it until shortly before it expires", async () => {
    const fetchImpl = fakeWechat();
    let now = 0;
    const provider = wechatTicket({ appId: "wx1", appSecret: "s3cret" }, fetchImpl, () => now);
    const first = await provider.getTicket();
    expect(first).toMatch(/^TICKET-/);
    expect(fetchImpl.mock.calls[0]?.[0]).toContain("appid=wx1&secret=s3cret");
    now = 7200_000 - 6 * 60_000;
    expect(await provider.getTicket()).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    now = 7200_000 - 4 * 60_000;
    expect(await provider.getTicket()).not.toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("shares one fetch between concurrent callers", async () => {
    const fetchImpl = fakeWechat();
    const provider = wechatTicket({ appId: "wx1", appSecret: "s" }, fetchImpl);
    const [a, b] = await Promise.all([provider.getTicket(), provider.getTicket()]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("fails with WeChat's error, and tries again on the next call", async () => {
    const fetchImpl = vi.fn(async () => answer({ errcode: 40013, errmsg: "invalid appid" }));
    const provider = wechatTicket({ appId: "bad", appSecret: "s" }, fetchImpl);
    await expect(provider.getTicket()).rejects.toThrow(/40013/);
    await expect(provider.getTicket()).rejects.toThrow(/40013/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("is fetched once for every process on one database, and again only when it expires", async () => {
    const database = await openTestDatabase({ contents: "migrated" });
    const fetchImpl = fakeWechat();
    let now = 1_790_000_000_000;
    const providerOn = (db: typeof database.db) =>
      wechatTicket({ appId: "wx1", appSecret: "s" }, fetchImpl, () => now, sharedValues(db));
    const first = providerOn(database.db);
    const ticket = await first.getTicket();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // Another process, and a restart of the first: the ticket in the database serves them.
    expect(await providerOn(reopenTestDatabase(database).db).getTicket()).toBe(ticket);
    expect(await providerOn(database.db).getTicket()).toBe(ticket);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    now += 7200_000;
    const renewed = await providerOn(reopenTestDatabase(database).db).getTicket();
    expect(renewed).not.toBe(ticket);
    expect(await first.getTicket()).toBe(renewed);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});
