import { mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { loadItemPlace, withContentLocation } from "../../components/place/place.server.ts";
import { toPlayerMedia } from "../../components/player/player-media.ts";
import { POSTER_SIZES } from "../../components/player/video-stage.tsx";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getContentDetail, getRecommend } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { videoShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 8;
/** What "related videos" lists: the items that play as a video. */
const PLAYS_AS_VIDEO = new Set(["video", "svideo", "video_album"]);

/** A video: awaited for the first paint (its poster is the page's largest picture); related videos deferred. */
export async function loadVideo({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  // Asked for beside the video: the head names it once it is in.
  const place = loadItemPlace(postId);
  const item = await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (item.type !== "video") throw routeError(404);
  const media = item.media?.kind === "video" ? item.media : null;
  // Deferred: related videos never fail the page; other kinds fill in when there are too few videos.
  const related = getRecommend(postId, RELATED_SIZE).then(
    (r) => {
      const cards = r.list.filter((c) => c.id !== postId);
      const videos = cards.filter((c) => PLAYS_AS_VIDEO.has(c.type));
      // The heading says "related videos" only when that is what the list holds.
      return videos.length >= 3
        ? { heading: "same" as const, cards: videos.map(toCardView) }
        : { heading: "mixed" as const, cards: cards.map(toCardView) };
    },
    () => null,
  );
  // Deferred too, after the related videos: asked for now, not after the head.
  const comments = firstComments(item.id, item.mp !== null);
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(item)));
  const poster = media?.poster ?? item.cover;
  const shared = videoShareMeta(
    { ...item, media },
    {
      site: await pageShareSite(pathname),
      canonical,
      language: locale.iso,
      preloadImage: poster && {
        url: poster.url,
        srcSet: mediaSrcSet(poster.url, poster.widths, poster.width) || undefined,
        sizes: POSTER_SIZES,
      },
    },
  );
  const share = withContentLocation(shared, await place.place);
  const {
    id,
    type,
    actor,
    title,
    summary,
    mp,
    source,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
    album,
  } = item;
  return {
    video: {
      id,
      type,
      actor,
      title,
      summary,
      mp,
      source,
      publish_time,
      view_count,
      like_count,
      collect_count,
      comment_count,
      album: album ?? null,
      poster,
      media: media && toPlayerMedia(media),
    },
    // Awaited for the page's HTML; for a client navigation deferred, in one order whichever answered
    // first: the related videos, the first comments, then the place and its weather.
    ...(await deferredData(context, { related, comments, place: place.place, weather: place.weather })),
    meta: share.meta,
    wechat: share.wechat,
  };
}
