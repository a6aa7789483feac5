import type { Context } from "hono";
import { ApiError } from "./api-error.ts";
import { bearerMatches } from "./secrets.ts";

/**
 * The gate of an editor's call (bearer editor token): null when the call may go on; the answer
 * that ends it when editor calls are off (404, as absent as any unknown path). A wrong or missing
 * token is 401 with the realm named. What an editor sees is for editors' eyes: no cache keeps it.
 */
export function editorOnly(c: Context, editorToken: string, realm: string): Response | null {
  if (!editorToken) return c.notFound() as Response;
  c.header("Cache-Control", "no-store");
  if (!bearerMatches(c.req.header("authorization"), editorToken)) {
    c.header("WWW-Authenticate", `Bearer realm="${realm}"`);
    throw new ApiError(401, "an editor token is required (Authorization: Bearer ...)");
  }
  return null;
}
