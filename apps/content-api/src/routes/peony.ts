import {
  AnonymousTokenRequestSchema,
  AnonymousTokenResponseSchema,
  AppInfoQuerySchema,
  AppInfoResponseSchema,
  ContentListQuerySchema,
  ContentListResponseSchema,
  ContentPageResponseSchema,
  GroupListResponseSchema,
  H5ConfigResponseSchema,
  RecommendQuerySchema,
} from "@davmu/contract";
import { Hono } from "hono";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import type { RouteDeps } from "../deps.ts";
import { badRequest, notFound } from "../http/api-error.ts";
import { ok } from "../http/respond.ts";
import { decodeIdOr404, parseInput } from "../http/validate.ts";
import { optional, shareImage, toCard } from "../present/content.ts";
import { ICON_WIDTH } from "../present/presenter.ts";
import { getApp } from "../queries/apps.ts";
import type { CardRow } from "../queries/cards.ts";
import { channelExists, listChannels } from "../queries/channels.ts";
import { listContents } from "../queries/content-list.ts";
import { findPublishedChannel, listPopularRecent, listRelated } from "../queries/recommend.ts";

/** The public /peony/v1 calls: session, app settings, channels and the content lists. */
export function peonyRoutes(deps: RouteDeps): Hono {
  const { db, presenter, paths } = deps;
  const app = new Hono();

  app.post(paths.anonymousToken, async (c) => {
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

  const requireApp = async (query: unknown) => {
    const { appid } = parseInput(AppInfoQuerySchema, query);
    const row = await getApp(db, appid);
    if (!row) throw notFound(`app ${appid} not found`);
    return row;
  };

  app.get(paths.appInfo, async (c) => {
    const row = await requireApp(c.req.query());
    // Spec §3: app info travels as a JSON string in `app_info`.
    const appInfo = JSON.stringify({
      app_name: row.app_name,
      primaryColor: row.primary_color,
      logo: presenter.mediaUrl(row.logo),
      ...optional("logo_widths", presenter.mediaWidths(row.logo, ICON_WIDTH)),
      slogan: row.slogan,
    });
    return ok(c, AppInfoResponseSchema, { app_info: appInfo });
  });

  app.get(paths.h5Config, async (c) => {
    const row = await requireApp(c.req.query());
    return ok(c, H5ConfigResponseSchema, {
      site_name: row.site_name,
      descriptions: row.descriptions,
      keywords: row.keywords,
      site_logo: presenter.mediaUrl(row.site_logo),
      ...optional("site_logo_widths", presenter.mediaWidths(row.site_logo, ICON_WIDTH)),
      copyright: row.copyright,
      icp: row.icp,
      share_image: shareImage(presenter, row),
    });
  });

  app.get(paths.groups, async (c) => {
    const rows = await listChannels(db);
    const list = rows.map((r) => ({ id: deps.ids.encode(r.id), name: r.name, slug: r.slug, sort: r.sort }));
    return ok(c, GroupListResponseSchema, { list });
  });

  app.get(paths.contentList, async (c) => {
    const query = parseInput(ContentListQuerySchema, c.req.query());
    let channelId: number | null = null;
    if (query.gid !== undefined) {
      channelId = decodeIdOr404(deps.ids, query.gid, "group");
      if (!(await channelExists(db, channelId))) throw notFound("group not found");
    }
    const { rows, total } = await listContents(db, { ...query, channelId });
    return ok(c, ContentPageResponseSchema, {
      list: rows.map((r) => toCard(presenter, r)),
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
    return ok(c, ContentListResponseSchema, { list: rows.map((r) => toCard(presenter, r)) });
  });

  return app;
}
