import {
  AppInfoQuerySchema,
  AppInfoResponseSchema,
  GroupListResponseSchema,
  H5ConfigResponseSchema,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { ok } from "../../http/respond.ts";
import { parseInput } from "../../http/validate.ts";
import { ICON_WIDTH } from "../../presenter.ts";
import { optional, shareImage } from "../content/present.ts";
import { getApp, listChannels } from "./queries.ts";

/** The site's settings ({peony}): app info, the h5 config and the channels (groups). */
export function siteRoutes(deps: RouteDeps): Hono {
  const { db, presenter, paths } = deps;
  const app = new Hono();

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

  return app;
}
