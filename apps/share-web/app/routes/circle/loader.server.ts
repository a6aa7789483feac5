import { circlePageContext } from "../../components/circle/circle-page-context.server.ts";
import { circleShareMeta } from "../../components/circle/circle-share.server.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { serverApi } from "../../platform/api.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/route";

/** Posts a page of a circle holds. */
export const CIRCLE_PAGE_SIZE = 5;

/**
 * A circle (spec §2 `/dimim/circle/{index}`): its banner and counts, and a page of its posts, newest
 * first (`?page=`: what "load more" asks for), from the circle and content-list calls.
 */
export async function loadCircle({ params, request }: Route.LoaderArgs) {
  const { id, t, ctx } = await circlePageContext(request, params.id, "circle");
  const page = pageOf(new URL(request.url).searchParams.get("page"));
  const api = serverApi();
  const [circle, posts] = await Promise.all([
    api.circleDetail({ query: { id } }),
    api.circleContentList({ query: { circle_id: id, pageindex: page, pagesize: CIRCLE_PAGE_SIZE } }),
  ]).catch(toRouteError);
  const share = circleShareMeta(circle, posts.list, { ...ctx, lead: t("circle.from") });
  return {
    circle,
    posts: { list: posts.list, page: posts.pageindex, hasMore: posts.has_more },
    meta: share.meta,
    wechat: share.wechat,
  };
}
