import { ContentDetailResponseSchema, ContentListResponseSchema, Hot72QuerySchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../deps.ts";
import { notFound } from "../http/api-error.ts";
import { ok } from "../http/respond.ts";
import { decodeIdOr404, parseInput } from "../http/validate.ts";
import { toCard, toDetail } from "../present/content.ts";
import { getPublishedDetail } from "../queries/content-detail.ts";
import { listHot72 } from "../queries/hot72.ts";

/** The {peony-inner} calls: the static content detail of any source, and the 72-hour hot list. */
export function innerRoutes(deps: RouteDeps): Hono {
  const { db, presenter, paths } = deps;
  const app = new Hono();

  app.get(paths.contentDetail(":id"), async (c) => {
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "content");
    const row = await getPublishedDetail(db, id, "any");
    if (!row) throw notFound("content not found");
    return ok(c, ContentDetailResponseSchema, toDetail(presenter, row));
  });

  app.get(paths.hot72, async (c) => {
    const { size } = parseInput(Hot72QuerySchema, c.req.query());
    const rows = await listHot72(db, { now: deps.now(), size });
    return ok(c, ContentListResponseSchema, { list: rows.map((r) => toCard(presenter, r)) });
  });

  return app;
}
