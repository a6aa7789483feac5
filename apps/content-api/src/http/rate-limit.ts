import type { MiddlewareHandler } from "hono";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { fail } from "./respond.ts";

type Bucket = { tokens: number; at: number };

/** Buckets idle this long are full again, so they can be forgotten. */
const SWEEP_AT_SIZE = 10_000;

/**
 * A token bucket per key: `perMinute` requests a minute on average, up to `perMinute` at once.
 * In memory: one process's view, which is all there is on SQLite (one process).
 */
export function createTokenBuckets(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;
  const sweep = (t: number) => {
    for (const [key, b] of buckets) if (b.tokens + (t - b.at) * refillPerMs >= perMinute) buckets.delete(key);
  };
  return {
    /** Takes one token for `key`; false when its bucket is empty. */
    take(key: string): boolean {
      const t = now();
      if (buckets.size >= SWEEP_AT_SIZE) sweep(t);
      const b = buckets.get(key) ?? { tokens: perMinute, at: t };
      const tokens = Math.min(perMinute, b.tokens + (t - b.at) * refillPerMs);
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
   * minute up to `perMinute`; false when the bucket is empty.
   */
  take(name: string, key: string, perMinute: number): Promise<boolean>;
}

export function memoryRateStore(now: () => number = Date.now): RateLimitStore {
  const limiters = new Map<string, ReturnType<typeof createTokenBuckets>>();
  return {
    async take(name, key, perMinute) {
      let buckets = limiters.get(name);
      if (!buckets) {
        buckets = createTokenBuckets(perMinute, now);
        limiters.set(name, buckets);
      }
      return buckets.take(key);
    },
  };
}

type RateLimitOptions = { trustedProxies: TrustedProxies; store: RateLimitStore };

/** 429 with a message once a client address has used up its bucket in the limiter `name`. */
export function rateLimit(
  name: string,
  perMinute: number,
  { trustedProxies, store }: RateLimitOptions,
): MiddlewareHandler {
  return async (c, next) => {
    if (!(await store.take(name, clientAddress(c, trustedProxies), perMinute))) {
      c.header("Retry-After", String(Math.ceil(60 / perMinute)));
      return fail(c, 429, "too many requests: slow down and try again shortly");
    }
    await next();
  };
}
