import { describe, expect, it, vi } from "vitest";
import { memoize } from "./memo.server.ts";

describe("memoize", () => {
  it("shares one call between concurrent misses and caches for the ttl", async () => {
    let now = 0;
    const load = vi.fn(async () => now);
    const get = memoize(1000, load, () => now);
    expect(await Promise.all([get(), get()])).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 999;
    expect(await get()).toBe(0);
    now = 1000;
    expect(await get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the last good value when a refresh fails, and fails when there is none", async () => {
    let now = 0;
    let fail = true;
    const get = memoize(
      10,
      async () => {
        if (fail) throw new Error("down");
        return "value";
      },
      () => now,
    );
    await expect(get()).rejects.toThrow("down");
    fail = false;
    expect(await get()).toBe("value");
    fail = true;
    now = 100;
    expect(await get()).toBe("value");
  });
});
