import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toCards } from "../content/present.ts";
import { toTopic } from "./present-topic.ts";
import { findTopic, listTopicContents, listTopics } from "./queries.ts";

/**
 * Topics ({peony-inner}, for the site's server; docs/decisions/0058): a topic with a page of its
 * items, and the list of topics. The same for everyone.
 */
export function topicRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.topicInfo, async ({ params, query }) => {
    const { pageindex, pagesize } = query();
    const id = decodeIdOr404(ids, params.id, "topic");
    const row = await findTopic(db, id);
    if (!row) throw notFound("topic not found");
    const topic = toTopic(presenter, row);
    const rows = await listTopicContents(db, {
      topicId: id,
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    return {
      topic,
      list: toCards(presenter, rows, "a topic's page"),
      pageindex,
      pagesize,
      total: topic.content_count,
      has_more: pageindex * pagesize < topic.content_count,
    };
  });

  handle(app, config.prefixes, CALLS.topicList, async () => ({
    list: (await listTopics(db)).map((row) => toTopic(presenter, row)).filter((t) => t.content_count > 0),
  }));

  return app;
}
