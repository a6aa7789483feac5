import { AnonymousTokenRequestSchema, AnonymousTokenResponseSchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { ok } from "../../http/respond.ts";
import { parseInput } from "../../http/validate.ts";
import { issueAnonymousToken } from "./anonymous-token.ts";

/** The session ({peony}): the signed anonymous token a visitor's browser asks for once. */
export function authRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  // Each token is a visitor identity the tracker counts views by: minting them is rate-limited.
  const limit = rateLimit(deps.config.tokenRatePerMinute, { trustedProxies: deps.config.trustedProxies });
  app.post(deps.paths.anonymousToken, limit, async (c) => {
    const input = parseInput(AnonymousTokenRequestSchema, await readJson(c));
    const token = await issueAnonymousToken(deps.config.tokenSecret, input.device_id, deps.now());
    return ok(c, AnonymousTokenResponseSchema, { token });
  });

  return app;
}
