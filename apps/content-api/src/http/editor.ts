import type { Context } from "hono";
import type { Config } from "../config.ts";
import { ApiError } from "./api-error.ts";
import { clientAddress } from "./client-address.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import { bearerMatches } from "./secrets.ts";

type EditorDeps = {
  config: Pick<Config, "editorToken" | "trustedProxies" | "editorRatePerMinute">;
  rateStore: RateLimitStore;
};

/**
 * The gate of an editor's call (bearer editor token): null when the call may go on; the answer
 * that ends it when editor calls are off (404, as absent as any unknown path). Past the address's
 * limit (`editorRatePerMinute`, twice as many at once) 429, counted before the token is compared,
 * so a guess past the limit learns nothing, not even a right one; a wrong or missing token 401 with
 * the realm named. What an editor sees is for editors' eyes: no cache keeps it.
 */
export async function editorOnly(
  c: Context,
  { config, rateStore }: EditorDeps,
  realm: string,
): Promise<Response | null> {
  if (!config.editorToken) return c.notFound() as Response;
  c.header("Cache-Control", "no-store");
  const address = clientAddress(c, config.trustedProxies);
  const perMinute = config.editorRatePerMinute;
  if (!(await rateStore.take("editor", address, perMinute, 2 * perMinute))) {
    c.header("Retry-After", String(Math.ceil(60 / perMinute)));
    throw new ApiError(429, "too many editor calls from this address: wait a minute and try again");
  }
  if (!bearerMatches(c.req.header("authorization"), config.editorToken)) {
    c.header("WWW-Authenticate", `Bearer realm="${realm}"`);
    throw new ApiError(401, "an editor token is required (Authorization: Bearer ...)");
  }
  return null;
}
