import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { SectionCardSources } from "../sections/sources.ts";
import { findChannel } from "../site/queries.ts";
import type { CardRow } from "./cards.ts";
import { playsInPlace, toPlayableCards } from "./playable-cards.ts";
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
export function contentRoutes(deps: RouteDeps, sections: SectionCardSources): Hono {
  const { db, presenter } = deps;
  const prefixes = deps.config.prefixes;
  const app = new Hono();

  handle(app, prefixes, CALLS.contentList, async (request) => {
    const query = request.query();
    let channelId: number | null = null;
    if (query.gid !== undefined) {
      channelId = decodeIdOr404(deps.ids, query.gid, "group");
      const channel = await findChannel(db, channelId);
      if (!channel) throw notFound("group not found");
      // A section's channel lists that section's cards (docs/decisions/0074).
      if (channel.section !== null) {
        const source = sections[channel.section];
        if (!source) throw notFound("group not found");
        const { list, total } = await source.page({
          limit: query.pagesize,
          offset: (query.pageindex - 1) * query.pagesize,
        });
        const page = { pageindex: query.pageindex, pagesize: query.pagesize, total };
        return { list, ...page, has_more: query.pageindex * query.pagesize < total };
      }
    }
    const { rows, total } = await listContents(db, { ...query, channelId });
    const where = "the content list";
    return {
      list: playsInPlace(query.type)
        ? await toPlayableCards(db, presenter, rows, where)
        : toCards(presenter, rows, where),
      pageindex: query.pageindex,
      pagesize: query.pagesize,
      total,
      has_more: query.pageindex * query.pagesize < total,
    };
  });

  handle(app, prefixes, CALLS.recommend, async ({ query }) => {
    const { id: publicId, size } = query();
    let rows: CardRow[];
    if (publicId === undefined) {
      rows = await listPopularRecent(db, size);
    } else {
      const id = decodeIdOr404(deps.ids, publicId, "content");
      const item = await findPublishedChannel(db, id);
      if (!item) throw notFound("content not found");
      rows = await listRelated(db, { id, channelId: item.channelId, size });
    }
    return { list: toCards(presenter, rows, "recommend") };
  });

  handle(app, prefixes, CALLS.contentDetail, async ({ params }) => {
    const id = decodeIdOr404(deps.ids, params.id, "content");
    const row = await getPublishedDetail(db, id, "any");
    const detail = row && toValidDetail(presenter, row, "its detail");
    if (!detail) throw notFound("content not found");
    return detail;
  });

  handle(app, prefixes, CALLS.mpContentDetail, async ({ params }) => {
    const id = decodeIdOr404(deps.ids, params.id, "content");
    const row = await getPublishedDetail(db, id, "mp");
    const detail = row && toValidDetail(presenter, row, "its detail");
    if (!detail) throw notFound("media-account content not found");
    return detail;
  });

  handle(app, prefixes, CALLS.hot72, async ({ query }) => {
    const rows = await listHot72(db, { now: deps.now(), size: query().size });
    return { list: toCards(presenter, rows, "hot72") };
  });

  return app;
}
