import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The error envelope: `code` repeats the HTTP status. */
export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  return c.json({ code: status, msg, data: null }, status);
}
