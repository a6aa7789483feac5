import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
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

/** The address the socket sees; requests made in tests (no socket) share one key. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The client's address. With `trustedHops` proxies in front of the service (a cache tier, a load
 * balancer), each appends the address it received from to X-Forwarded-For: the client is the entry
 * `trustedHops` places left of the socket's address. Entries further left are written by the client
 * and never trusted; with 0 hops the header is ignored.
 */
export function clientAddress(c: Context, trustedHops = 0): string {
  const socket = socketAddress(c);
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}

type RateLimitOptions = { trustedHops?: number; now?: () => number };

/** 429 with a message once a client address has used up its bucket. */
export function rateLimit(
  perMinute: number,
  { trustedHops = 0, now }: RateLimitOptions = {},
): MiddlewareHandler {
  const buckets = createTokenBuckets(perMinute, now);
  return async (c, next) => {
    if (!buckets.take(clientAddress(c, trustedHops))) {
      c.header("Retry-After", String(Math.ceil(60 / perMinute)));
      return fail(c, 429, "too many requests: slow down and try again shortly");
    }
    await next();
  };
}
