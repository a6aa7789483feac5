import type { Context } from "hono";
import { ApiError } from "./api-error.ts";
import type { RateLimitStore } from "./rate-limit.ts";

/**
 * A rate limit per logged-in user rather than per address: what a user writes (likes, comments,
 * danmu) is limited however many addresses they come from. 429 with Retry-After beyond.
 */
export async function limitUser(
  c: Context,
  store: RateLimitStore,
  input: { name: string; userId: number; perMinute: number },
): Promise<void> {
  if (await store.take(input.name, `user:${input.userId}`, input.perMinute)) return;
  c.header("Retry-After", String(Math.ceil(60 / input.perMinute)));
  throw new ApiError(429, "too many requests: slow down and try again shortly");
}
