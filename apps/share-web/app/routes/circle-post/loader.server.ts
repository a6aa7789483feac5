import { CIRCLE_COMMENTS_PAGE_SIZE } from "@davmu/contract/client";
import { circlePageContext } from "../../components/circle/circle-page-context.server.ts";
import { postShareMeta } from "../../components/circle/circle-share.server.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { serverApi } from "../../platform/api.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/route";

/**
 * A circle's post (spec §2 `/dimim/content/{index}`): the post, its circle and its first comments,
 * from the content-detail call; `?cpage=N` (what "more comments" asks for) a later page of them.
 */
export async function loadCirclePost({ params, request }: Route.LoaderArgs) {
  const { id, t, ctx } = await circlePageContext(request, params.id, "content");
  const cpage = pageOf(new URL(request.url).searchParams.get("cpage"));
  const api = serverApi();
  const pagesize = CIRCLE_COMMENTS_PAGE_SIZE;
  const [detail, later] = await Promise.all([
    api.circleContentDetail({ query: { id, pagesize } }),
    cpage > 1 ? api.circleCommentList({ query: { id, pageindex: cpage, pagesize } }) : null,
  ]).catch(toRouteError);
  const { post, circle } = detail;
  const comments = later ?? detail.comments;
  const share = postShareMeta(post, circle, detail.comments.list, {
    ...ctx,
    title: `${t("circle.post", { name: post.author.nickname })} · ${circle.name}`,
  });
  return {
    post,
    circle,
    comments: {
      list: comments.list,
      page: comments.pageindex,
      hasMore: comments.has_more,
      total: comments.total,
    },
    meta: share.meta,
    wechat: share.wechat,
  };
}
