import { API_OK } from "@davmu/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * Sends `data` in the success envelope after checking it against the contract's response schema, so
 * the service can never drift from the contract (a mismatch is a 500, logged, not a silent change).
 * Parsing also drops any field the contract does not name.
 */
export function ok<S extends z.ZodType>(c: Context, schema: S, data: unknown) {
  return c.json(schema.parse({ code: API_OK, msg: "ok", data }) as object);
}

/** The error envelope: `code` repeats the HTTP status. */
export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  return c.json({ code: status, msg, data: null }, status);
}
