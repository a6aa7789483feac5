// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const feed = (gid: string | null, n: number) => ({
  gid,
  items: Array.from({ length: n }, (_, i) => ({ id: `item${i}` }) as never),
  pageindex: n / 10,
  hasMore: true,
  scrollY: 1234,
});

beforeEach(() => {
  vi.resetModules();
  window.sessionStorage.clear();
});

describe("feed memory", () => {
  it("gives back a history entry's feed for the same channel only", async () => {
    const { readFeed, saveFeed } = await import("./content-feed-memory.ts");
    saveFeed("k1", feed(null, 40));
    expect(readFeed("k1", undefined)?.items).toHaveLength(40);
    expect(readFeed("k1", "AbCdEf12")).toBeNull();
    expect(readFeed("k2", undefined)).toBeNull();
  });

  it("survives a reload of the page through session storage", async () => {
    const first = await import("./content-feed-memory.ts");
    first.saveFeed("k1", feed("AbCdEf12", 30));
    first.persistFeeds();
    vi.resetModules();
    const second = await import("./content-feed-memory.ts");
    expect(second.readFeed("k1", "AbCdEf12")).toMatchObject({ pageindex: 3, scrollY: 1234 });
  });

  it("forgets the oldest entries beyond six", async () => {
    const { readFeed, saveFeed } = await import("./content-feed-memory.ts");
    for (let i = 1; i <= 7; i++) saveFeed(`k${i}`, feed(null, 10));
    expect(readFeed("k1", undefined)).toBeNull();
    expect(readFeed("k7", undefined)).not.toBeNull();
  });
});
