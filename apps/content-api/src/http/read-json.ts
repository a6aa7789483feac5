import type { Context } from "hono";
import { badRequest } from "./api-error.ts";

/** The request body parsed as JSON, whatever its declared type; anything else is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw badRequest("invalid request: the body must be JSON");
  }
}
