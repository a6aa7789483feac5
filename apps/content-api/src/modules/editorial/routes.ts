import {
  CALLS,
  type ContentCard,
  ContentCardSchema,
  type EditorialListInfo,
  type SpecialSection,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { Presenter } from "../../presenter.ts";
import { fits, toCard, toCards } from "../content/present.ts";
import { toImage } from "../content/present-image.ts";
import { toTopic } from "../topics/present-topic.ts";
import { listTopics } from "../topics/queries.ts";
import { presentBlocks } from "./present-blocks.ts";
import {
  findContentModelPage,
  findList,
  findSpecial,
  type ListRow,
  listContentModelPages,
  listListItems,
  listLists,
  listSpecialItems,
  listSpecialSections,
} from "./queries.ts";

/** How many lists, pages and topics the home page's 发现 row offers at most. */
const DISCOVER_LISTS = 6;
const DISCOVER_PAGES = 4;
const DISCOVER_TOPICS = 8;

function toListInfo(p: Presenter, row: ListRow): EditorialListInfo {
  return {
    id: p.ids.encode(row.id),
    kind: row.kind,
    title: row.title,
    description: row.description,
    cover: toImage(p, { url: row.cover_url, width: row.cover_width, height: row.cover_height }),
    item_count: Number(row.item_count ?? 0),
    update_time: row.update_time,
  };
}

/**
 * Editorial pages, for the site's server ({peony-inner}; docs/decisions/0068, 0069): a special
 * topic with its sections, a curated list a page at a time, a page of content-model blocks. The
 * same for everyone.
 */
export function editorialRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.special, async ({ query }) => {
    const id = decodeIdOr404(ids, query().id, "special");
    const row = await findSpecial(db, id);
    const special = row ? toCard(presenter, row) : null;
    if (!row || !special || !fits(ContentCardSchema, special, row, "a special"))
      throw notFound("special not found");
    const [sections, items] = await Promise.all([listSpecialSections(db, id), listSpecialItems(db, id)]);
    const bySection = new Map<string, ContentCard[]>();
    for (const item of items) {
      const [card] = toCards(presenter, [item], `special ${id}`);
      if (card && item.section) bySection.set(item.section, [...(bySection.get(item.section) ?? []), card]);
    }
    // A section whose items are all unpublished is left out: a title over nothing says nothing.
    const shown: SpecialSection[] = sections.flatMap((s) => {
      const list = bySection.get(s.key) ?? [];
      return list.length > 0 ? [{ key: s.key, title: s.title, list }] : [];
    });
    return {
      special,
      introduction_html: presenter.absoluteHtml(row.body_html),
      update_time: row.update_time,
      sections: shown,
    };
  });

  handle(app, config.prefixes, CALLS.editorialList, async ({ params, query }) => {
    const { pageindex, pagesize } = query();
    const id = decodeIdOr404(ids, params.id, "list");
    const row = await findList(db, id);
    if (!row) throw notFound("list not found");
    const total = Number(row.item_count ?? 0);
    const rows = await listListItems(db, { listId: id, limit: pagesize, offset: (pageindex - 1) * pagesize });
    const list = rows.flatMap((item) => {
      const [card] = toCards(presenter, [item], `list ${id}`);
      return card ? [{ card, note: item.note }] : [];
    });
    return {
      info: toListInfo(presenter, row),
      list,
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  handle(app, config.prefixes, CALLS.contentModel, async ({ params }) => {
    const id = decodeIdOr404(ids, params.id, "content-model page");
    const row = await findContentModelPage(db, id);
    if (!row) throw notFound("content-model page not found");
    return {
      id: ids.encode(row.id),
      title: row.title,
      description: row.description,
      update_time: row.update_time,
      blocks: await presentBlocks(db, presenter, row.blocks, { pageId: row.id }),
    };
  });

  // The home page's ways in beyond the feed. A list or topic with nothing published leads nowhere.
  handle(app, config.prefixes, CALLS.discover, async () => {
    const [lists, pages, topics] = await Promise.all([
      listLists(db, DISCOVER_LISTS * 2),
      listContentModelPages(db, DISCOVER_PAGES),
      listTopics(db),
    ]);
    return {
      lists: lists
        .map((row) => toListInfo(presenter, row))
        .filter((l) => l.item_count > 0)
        .slice(0, DISCOVER_LISTS),
      pages: pages.map((row) => ({ id: ids.encode(row.id), title: row.title, description: row.description })),
      topics: topics
        .map((row) => toTopic(presenter, row))
        .filter((t) => t.content_count > 0)
        .slice(0, DISCOVER_TOPICS),
    };
  });

  return app;
}
