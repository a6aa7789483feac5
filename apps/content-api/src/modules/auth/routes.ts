import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { issueAnonymousToken } from "./anonymous-token.ts";

/** The session ({peony}): the signed anonymous token a visitor's browser asks for once. */
export function authRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  // Each token is a visitor identity the tracker counts views by: minting them is rate-limited.
  const limit = rateLimit("anonymous-token", deps.config.tokenRatePerMinute, {
    trustedProxies: deps.config.trustedProxies,
    store: deps.rateStore,
  });
  handle(
    app,
    deps.config.prefixes,
    CALLS.anonymousToken,
    async ({ body }) => {
      const input = await body();
      return { token: await issueAnonymousToken(deps.config.tokenSecret, input.device_id, deps.now()) };
    },
    { before: [limit] },
  );

  return app;
}
