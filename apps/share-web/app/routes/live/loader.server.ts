import { contentHref } from "../../components/content/content-href.ts";
import {
  contentRequest,
  finishContentPage,
  preloadPicture,
  screenUrl,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { loadItemPlace } from "../../components/place/place.server.ts";
import { getLiveInfo } from "../../platform/api.server.ts";
import { translator } from "../../platform/i18n/locales.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/route";
import { LIVE_COVER_SIZES, statusKey } from "./live-status.ts";
import { liveShareMeta } from "./share-meta.server.ts";

/**
 * A live room (spec §2 `/{actor}/local_live/...`): its detail, the same for everyone. What changes
 * while it runs (status, counts, the live blog's posts) the page polls after hydration, and the
 * status it starts from it recomputes by the clock, so a page from a cache is never stale for long.
 */
export async function loadLive(args: Route.LoaderArgs) {
  const request = contentRequest(args);
  // Where the room is broadcast from: never fails the page (place.server.ts).
  const place = loadItemPlace(request.postId);
  const live = await getLiveInfo(request.postId).catch(toRouteError);
  const itemPath = contentHref(live.content);
  const screen = { ...request, item: live.content, canonical: screenUrl(request, itemPath), itemPath };
  const share = liveShareMeta(live, {
    ...(await shareContext(screen, preloadPicture(live.content.cover, LIVE_COVER_SIZES))),
    statusLabel: translator(request.locale)(`live.card.${statusKey(live.status)}`),
  });
  return {
    live,
    // Awaited for the page's HTML; for a client navigation deferred, the place before its weather.
    ...(await finishContentPage(args, share, { place: place.place, weather: place.weather })),
  };
}
