import { AnonymousTokenRequestSchema, AnonymousTokenResponseSchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { badRequest } from "../../http/api-error.ts";
import { ok } from "../../http/respond.ts";
import { parseInput } from "../../http/validate.ts";
import { issueAnonymousToken } from "./anonymous-token.ts";

/** The session ({peony}): the signed anonymous token a visitor's browser asks for once. */
export function authRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  app.post(deps.paths.anonymousToken, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest("invalid request: the body must be JSON");
    }
    const input = parseInput(AnonymousTokenRequestSchema, body);
    const token = await issueAnonymousToken(deps.config.tokenSecret, input.device_id, deps.now());
    return ok(c, AnonymousTokenResponseSchema, { token });
  });

  return app;
}
