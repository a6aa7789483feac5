import { PublicIdSchema } from "@davmu/contract";
import { toCardView } from "../../components/content/card-view.ts";
import { getContentPage, getGroups, getHot72 } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/route";
import { rootRedirect } from "./root-redirect.server.ts";

export const HOME_PAGE_SIZE = 10;
const HOT_SIZE = 5;

/** The first page of a channel (all channels without `gid`), its tabs and the 72-hour hot list. */
export async function loadHome({ request }: Route.LoaderArgs) {
  const redirectRoot = rootRedirect(getServerConfig(), request.url);
  if (redirectRoot) throw redirectRoot;
  // An empty `gid=` names no channel: the home page's "all" feed, as with no gid at all.
  const gidParam = new URL(request.url).searchParams.get("gid") || null;
  if (gidParam !== null && !PublicIdSchema.safeParse(gidParam).success) throw routeError(404);
  const gid = gidParam ?? undefined;
  // The hot list is awaited with the feed, not streamed after it: it sits inside the first screens of
  // the feed, and streaming it in pushed the cards below it down (a layout shift on every visit).
  // Its failure never fails the page.
  const [groups, page, hot] = await Promise.all([
    getGroups(),
    getContentPage({ gid, pageindex: 1, pagesize: HOME_PAGE_SIZE }),
    gid
      ? null
      : getHot72(HOT_SIZE).then(
          (r) => r.list.map(toCardView),
          () => [],
        ),
  ]).catch(toRouteError);
  const { list, pageindex, pagesize, has_more } = page;
  return {
    groups: groups.list,
    page: { list: list.map(toCardView), pageindex, pagesize, has_more },
    gid,
    hot,
    origin: getServerConfig().DAVMU_WAP_HOST,
  };
}
