import type { MiddlewareHandler } from "hono";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { fail } from "./respond.ts";

type Bucket = { tokens: number; at: number };

/** Buckets idle this long are full again, so they can be forgotten. */
const SWEEP_AT_SIZE = 10_000;

/**
 * A token bucket per key: `perMinute` requests a minute on average, up to `perMinute` at once.
 * In memory: one process's view, which is enough to stop one client flooding the service.
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

type RateLimitOptions = { trustedProxies: TrustedProxies; now?: () => number };

/** 429 with a message once a client address has used up its bucket. */
export function rateLimit(perMinute: number, { trustedProxies, now }: RateLimitOptions): MiddlewareHandler {
  const buckets = createTokenBuckets(perMinute, now);
  return async (c, next) => {
    if (!buckets.take(clientAddress(c, trustedProxies))) {
      c.header("Retry-After", String(Math.ceil(60 / perMinute)));
      return fail(c, 429, "too many requests: slow down and try again shortly");
    }
    await next();
  };
}
