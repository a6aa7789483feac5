import { circlePageContext } from "../../components/circle/circle-page-context.server.ts";
import { topicShareMeta } from "../../components/circle/circle-share.server.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { serverApi } from "../../platform/api.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/route";

/** Posts a page of a topic holds. */
export const TOPIC_PAGE_SIZE = 5;

/**
 * A community topic (spec §2 `/dimim/topic/{index}`): `#name#`, its description and counts, and a
 * page of its posts from every circle, newest first (`?page=`: what "load more" asks for).
 */
export async function loadCircleTopic({ params, request }: Route.LoaderArgs) {
  const { id, t, ctx } = await circlePageContext(request, params.id, "topic");
  const page = pageOf(new URL(request.url).searchParams.get("page"));
  const api = serverApi();
  const [topic, posts] = await Promise.all([
    api.circleTopicDetail({ query: { id } }),
    api.circleContentList({ query: { topic_id: id, pageindex: page, pagesize: TOPIC_PAGE_SIZE } }),
  ]).catch(toRouteError);
  const share = topicShareMeta(topic, posts.list, { ...ctx, lead: t("circle.topicTitle") });
  return {
    topic,
    posts: { list: posts.list, page: posts.pageindex, hasMore: posts.has_more },
    meta: share.meta,
    wechat: share.wechat,
  };
}
