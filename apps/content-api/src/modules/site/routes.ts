import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { ICON_WIDTH } from "../../presenter.ts";
import { optional, shareImage } from "../content/present.ts";
import type { SectionCardSources } from "../sections/sources.ts";
import { getApp, listChannels } from "./queries.ts";

/** The site's settings ({peony}): app info, the h5 config and the channels (groups). */
export function siteRoutes(deps: RouteDeps, sections: SectionCardSources): Hono {
  const { db, presenter } = deps;
  const prefixes = deps.config.prefixes;
  const app = new Hono();

  const requireApp = async (appid: number) => {
    const row = await getApp(db, appid);
    if (!row) throw notFound(`app ${appid} not found`);
    return row;
  };

  handle(app, prefixes, CALLS.appInfo, async ({ query }) => {
    const row = await requireApp(query().appid);
    // Spec §3: app info travels as a JSON string in `app_info`.
    const appInfo = JSON.stringify({
      app_name: row.app_name,
      primaryColor: row.primary_color,
      logo: presenter.mediaUrl(row.logo),
      ...optional("logo_widths", presenter.mediaWidths(row.logo, ICON_WIDTH)),
      slogan: row.slogan,
    });
    return { app_info: appInfo };
  });

  handle(app, prefixes, CALLS.h5Config, async ({ query }) => {
    const row = await requireApp(query().appid);
    return {
      site_name: row.site_name,
      descriptions: row.descriptions,
      keywords: row.keywords,
      site_logo: presenter.mediaUrl(row.site_logo),
      ...optional("site_logo_widths", presenter.mediaWidths(row.site_logo, ICON_WIDTH)),
      copyright: row.copyright,
      icp: row.icp,
      share_image: shareImage(presenter, row),
    };
  });

  handle(app, prefixes, CALLS.groups, async () => {
    const rows = await listChannels(db);
    return {
      // A section's channel is offered only where the section lists cards (docs/decisions/0074).
      list: rows.flatMap((r) => {
        const group = { id: deps.ids.encode(r.id), name: r.name, slug: r.slug, sort: r.sort };
        if (r.section === null) return [group];
        return sections[r.section] ? [{ ...group, section: r.section }] : [];
      }),
    };
  });

  return app;
}
