import { ContentDetailResponseSchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../deps.ts";
import { notFound } from "../http/api-error.ts";
import { ok } from "../http/respond.ts";
import { decodeIdOr404 } from "../http/validate.ts";
import { toDetail } from "../present/content.ts";
import { getPublishedDetail } from "../queries/content-detail.ts";

/** The {osman} calls: media-account (actor 'mp') content. */
export function osmanRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  app.get(deps.paths.mpContentDetail(":id"), async (c) => {
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "content");
    const row = await getPublishedDetail(deps.db, id, "mp");
    if (!row) throw notFound("media-account content not found");
    return ok(c, ContentDetailResponseSchema, toDetail(deps.presenter, row));
  });

  return app;
}
