import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { issueAnonymousToken } from "./anonymous-token.ts";

/** Tokens one device may ask for a minute: a browser keeps its token for weeks, so more is a loop. */
export const TOKENS_PER_DEVICE_PER_MINUTE = 3;

/**
 * The session ({peony}): the signed anonymous token a visitor's browser asks for once and keeps
 * until it nears its expiry. Each token is a visitor identity the tracker counts views by, so
 * minting them is limited per address, with a burst large enough for the many visitors a carrier's
 * NAT puts behind one address, and per device (docs/decisions/0091).
 */
export function authRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  const limit = rateLimit("anonymous-token", deps.config.tokenRatePerMinute, {
    trustedProxies: deps.config.trustedProxies,
    store: deps.rateStore,
    burst: deps.config.tokenBurst,
  });
  handle(
    app,
    deps.config.prefixes,
    CALLS.anonymousToken,
    async ({ body }) => {
      const input = await body();
      if (
        !(await deps.rateStore.take("anonymous-token-device", input.device_id, TOKENS_PER_DEVICE_PER_MINUTE))
      ) {
        throw new ApiError(429, "too many requests: this device has a token already; keep it");
      }
      return { token: await issueAnonymousToken(deps.config.tokenSecret, input.device_id, deps.now()) };
    },
    { before: [limit] },
  );

  return app;
}
