import { type AlbumDetail, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import type { AlbumSummary } from "../../components/album/album-header.tsx";
import { EPISODE_PAGE_SIZE, EPISODE_PARAM, pageOf, toEpisodeView } from "../../components/album/episodes.ts";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { POSTER_SIZES } from "../../components/player/video-stage.tsx";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getAlbumTracks, getRelatedAlbums, getVideoAlbum } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { videoAlbumShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 6;

/**
 * The page of episodes the album page opens with, and the one it plays: the episode the address
 * names (`?ep=`), else the first. The album's answer lists its first 200 episodes; an episode past
 * them is found through the album's track pages. An episode the album does not hold plays the first.
 */
export async function openingEpisodes(album: AlbumDetail, wanted: string | null) {
  const named = wanted ? album.items.find((i) => i.id === wanted) : undefined;
  if (named || !wanted || album.items.length >= album.item_count || ids().decode(wanted) === null) {
    const current = named ?? album.items[0] ?? null;
    const page = pageOf(current?.position ?? 1);
    return { window: album.items.filter((i) => pageOf(i.position) === page), current };
  }
  const tracks = await getAlbumTracks(album.id, wanted, { pagesize: EPISODE_PAGE_SIZE }).catch(() => null);
  const current = tracks?.list.find((i) => i.id === wanted);
  // The track pages could not say: the album opens at its start, as for an episode it lacks.
  if (!tracks || !current) {
    return { window: album.items.filter((i) => pageOf(i.position) === 1), current: album.items[0] ?? null };
  }
  return { window: tracks.list, current };
}

/**
 * A video album: the album and the page of episodes around the one it plays are awaited (the
 * episode's poster is the page's largest picture); related albums are deferred and never fail it.
 */
export async function loadVideoAlbum({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const album = await getVideoAlbum(postId).catch(toRouteError);
  if (album.type !== "video_album") throw routeError(404);
  // The media-account actor reads media-account content only (spec §4), as its item source does.
  if (params.actor === "mp" && !album.mp) throw routeError(404);
  const { window, current } = await openingEpisodes(
    album,
    new URL(request.url).searchParams.get(EPISODE_PARAM),
  );
  const related = getRelatedAlbums(postId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== postId).map(toCardView),
    () => null,
  );
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(album)));
  const episodes = window.map(toEpisodeView);
  const playing = episodes.find((e) => e.id === current?.id) ?? null;
  const poster = playing?.poster ?? album.cover;
  const share = videoAlbumShareMeta(album, {
    site: await pageShareSite(pathname),
    canonical,
    language: locale.iso,
    episodes: window,
    current,
    preloadImage: poster && {
      url: poster.url,
      srcSet: mediaSrcSet(poster.url, poster.widths, poster.width) || undefined,
      sizes: POSTER_SIZES,
    },
  });
  return {
    album: albumView(album),
    episodes,
    // Awaited for the page's HTML, deferred in one order for a client navigation (deferred-order.server.ts).
    ...(await deferredData(context, { related, comments: firstComments(album.id, album.mp !== null) })),
    meta: share.meta,
    wechat: share.wechat,
  };
}

/** What the page shows of the album itself: its items travel as episodes, trimmed. */
function albumView(album: AlbumDetail): AlbumSummary {
  const { id, type, title, summary, body_html, cover, mp, source, item_count, duration, view_count } = album;
  const { like_count, collect_count } = album;
  return {
    id,
    type,
    title,
    summary,
    body_html,
    cover,
    mp,
    source,
    item_count,
    duration,
    view_count,
    like_count,
    collect_count,
    comment_count: album.comment_count,
  };
}
