import { toCardView } from "../../components/content/card-view.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import type { Route } from "./+types/route";
import { loadEditorialList } from "./editorial-list.server.ts";

/** Items a page of a list holds: "load more" fetches the next through this loader (`?page=`). */
export const LIST_PAGE_SIZE = 6;

/** A curated list (spec §2 `/list/{list_id?}`, docs/decisions/0068): its head and a page of items. */
export async function loadList(args: Route.LoaderArgs) {
  const page = pageOf(new URL(args.request.url).searchParams.get("page"));
  const {
    page: data,
    meta,
    wechat,
  } = await loadEditorialList(args, {
    screen: "/list",
    pageindex: page,
    pagesize: LIST_PAGE_SIZE,
  });
  return {
    info: data.info,
    list: data.list.map((item) => ({ ...toCardView(item.card), note: item.note })),
    page: data.pageindex,
    first: (data.pageindex - 1) * data.pagesize + 1,
    hasMore: data.has_more,
    meta,
    wechat,
  };
}
