import {
  ContentDetailResponseSchema,
  ContentListQuerySchema,
  ContentListResponseSchema,
  ContentPageResponseSchema,
  Hot72QuerySchema,
  RecommendQuerySchema,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { ok } from "../../http/respond.ts";
import { decodeIdOr404, parseInput } from "../../http/validate.ts";
import { channelExists } from "../site/queries.ts";
import type { CardRow } from "./cards.ts";
import { toCards, toValidDetail } from "./present.ts";
import {
  findPublishedChannel,
  getPublishedDetail,
  listContents,
  listHot72,
  listPopularRecent,
  listRelated,
} from "./queries.ts";

/**
 * Published content: the public lists ({peony}), the static detail of any source and the 72-hour
 * hot list ({peony-inner}), and the detail of media-account content ({osman}).
 */
export function contentRoutes(deps: RouteDeps): Hono {
  const { db, presenter, paths } = deps;
  const app = new Hono();

  app.get(paths.contentList, async (c) => {
    const query = parseInput(ContentListQuerySchema, c.req.query());
    let channelId: number | null = null;
    if (query.gid !== undefined) {
      channelId = decodeIdOr404(deps.ids, query.gid, "group");
      if (!(await channelExists(db, channelId))) throw notFound("group not found");
    }
    const { rows, total } = await listContents(db, { ...query, channelId });
    return ok(c, ContentPageResponseSchema, {
      list: toCards(presenter, rows, "the content list"),
      pageindex: query.pageindex,
      pagesize: query.pagesize,
      total,
      has_more: query.pageindex * query.pagesize < total,
    });
  });

  app.get(paths.recommend, async (c) => {
    const { id: publicId, size } = parseInput(RecommendQuerySchema, c.req.query());
    let rows: CardRow[];
    if (publicId === undefined) {
      rows = await listPopularRecent(db, size);
    } else {
      const id = decodeIdOr404(deps.ids, publicId, "content");
      const item = await findPublishedChannel(db, id);
      if (!item) throw notFound("content not found");
      rows = await listRelated(db, { id, channelId: item.channelId, size });
    }
    return ok(c, ContentListResponseSchema, { list: toCards(presenter, rows, "recommend") });
  });

  app.get(paths.contentDetail(":id"), async (c) => {
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "content");
    const row = await getPublishedDetail(db, id, "any");
    const detail = row && toValidDetail(presenter, row, "its detail");
    if (!detail) throw notFound("content not found");
    return ok(c, ContentDetailResponseSchema, detail);
  });

  app.get(paths.mpContentDetail(":id"), async (c) => {
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "content");
    const row = await getPublishedDetail(db, id, "mp");
    const detail = row && toValidDetail(presenter, row, "its detail");
    if (!detail) throw notFound("media-account content not found");
    return ok(c, ContentDetailResponseSchema, detail);
  });

  app.get(paths.hot72, async (c) => {
    const { size } = parseInput(Hot72QuerySchema, c.req.query());
    const rows = await listHot72(db, { now: deps.now(), size });
    return ok(c, ContentListResponseSchema, { list: toCards(presenter, rows, "hot72") });
  });

  return app;
}
