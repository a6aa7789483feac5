import type { MiddlewareHandler } from "hono";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { fail } from "./respond.ts";

type Bucket = { tokens: number; at: number };

/** Buckets idle this long are full again, so they can be forgotten. */
const SWEEP_AT_SIZE = 10_000;

/**
 * A token bucket per key: `perMinute` requests a minute on average, up to `burst` at once (as many
 * as `perMinute` unless said). In memory: one process's view, which is all there is on SQLite (one
 * process).
 */
export function createTokenBuckets(perMinute: number, now: () => number = Date.now, burst = perMinute) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;
  const sweep = (t: number) => {
    for (const [key, b] of buckets) if (b.tokens + (t - b.at) * refillPerMs >= burst) buckets.delete(key);
  };
  return {
    /** Takes one token for `key`; false when its bucket is empty. */
    take(key: string): boolean {
      const t = now();
      if (buckets.size >= SWEEP_AT_SIZE) sweep(t);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      const tokens = Math.min(burst, b.tokens + (t - b.at) * refillPerMs);
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: t });
      return allowed;
    },
  };
}

/**
 * Where the token buckets of every rate limiter live: in memory on SQLite, in the database on
 * PostgreSQL, where several processes serve one site and a client must not get a bucket in each
 * (docs/decisions/0038).
 */
export interface RateLimitStore {
  /**
   * Takes one token from `key`'s bucket in the limiter `name`, which refills `perMinute` tokens a
   * minute up to `burst` (as many as `perMinute` unless said); false when the bucket is empty. A
   * limiter keeps the same rate and burst for all its keys.
   */
  take(name: string, key: string, perMinute: number, burst?: number): Promise<boolean>;
}

export function memoryRateStore(now: () => number = Date.now): RateLimitStore {
  const limiters = new Map<string, ReturnType<typeof createTokenBuckets>>();
  return {
    async take(name, key, perMinute, burst = perMinute) {
      let buckets = limiters.get(name);
      if (!buckets) {
        buckets = createTokenBuckets(perMinute, now, burst);
        limiters.set(name, buckets);
      }
      return buckets.take(key);
    },
  };
}

type RateLimitOptions = {
  trustedProxies: TrustedProxies;
  store: RateLimitStore;
  /** How many at once an address may ask for, over its rate (as many as a minute's unless said). */
  burst?: number;
};

/** 429 with a message once a client address has used up its bucket in the limiter `name`. */
export function rateLimit(
  name: string,
  perMinute: number,
  { trustedProxies, store, burst }: RateLimitOptions,
): MiddlewareHandler {
  return async (c, next) => {
    if (!(await store.take(name, clientAddress(c, trustedProxies), perMinute, burst))) {
      c.header("Retry-After", String(Math.ceil(60 / perMinute)));
      return fail(c, 429, "too many requests: slow down and try again shortly");
    }
    await next();
  };
}
