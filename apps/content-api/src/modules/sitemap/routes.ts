import { CALLS, CONTENT_TYPES, type ContentType, SitemapItemSchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toPlayableCards } from "../content/playable-cards.ts";
import { fits, toCards } from "../content/present.ts";
import { countPublishedByType, listSitemapImages, listSitemapRows } from "./queries.ts";

/** Kinds whose sitemap entries name their video (the sitemap's video extension). */
const WITH_VIDEO: ReadonlySet<ContentType> = new Set(["video", "svideo"]);

function isContentType(text: string): text is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(text);
}

/**
 * What the site's sitemaps and feeds list: every published item, drafts never, by type and in
 * pages ({peony-inner}, docs/decisions/0120).
 */
export function sitemapRoutes(deps: RouteDeps): Hono {
  const { db, presenter, ids } = deps;
  const app = new Hono();

  handle(app, deps.config.prefixes, CALLS.sitemapTypes, async () => {
    const rows = await countPublishedByType(db);
    return {
      list: rows
        .filter((r) => isContentType(r.type))
        .map((r) => ({ type: r.type, count: Number(r.count), lastmod: Number(r.lastmod ?? 0) })),
    };
  });

  handle(app, deps.config.prefixes, CALLS.sitemapItems, async ({ params, query }) => {
    if (!isContentType(params.type)) throw notFound(`no such content type: ${params.type}`);
    const type = params.type;
    const { after, skip, limit } = query();
    const afterId = after === undefined ? null : decodeIdOr404(ids, after, "content");
    const rows = await listSitemapRows(db, { type, after: afterId, skip, limit });
    const where = "the sitemap";
    const cards = WITH_VIDEO.has(type)
      ? await toPlayableCards(db, presenter, rows, where)
      : toCards(presenter, rows, where);
    const images =
      type === "gallery"
        ? await listSitemapImages(
            db,
            rows.map((r) => r.id),
          )
        : new Map();
    const byId = new Map(rows.map((r) => [ids.encode(r.id), r]));
    const list = cards.flatMap((card) => {
      const row = byId.get(card.id);
      if (!row) return [];
      const pictures = images.get(row.id)?.flatMap((i: { url: string; caption: string | null }) => {
        const url = presenter.contentMediaUrl(i.url);
        return url ? [{ url, caption: i.caption }] : [];
      });
      const item = {
        ...card,
        update_time: Math.max(row.update_time, row.publish_time),
        ...(pictures ? { pictures } : {}),
      };
      return fits(SitemapItemSchema, item, row, where) ? [item] : [];
    });
    const last = rows.at(-1);
    return { list, next: last && rows.length === limit ? ids.encode(last.id) : null };
  });

  return app;
}
