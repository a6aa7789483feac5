import { type ContentCard, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { AUDIO_COVER_SIZES } from "../../components/audio/audio-hero.tsx";
import { mergeTracks, TRACK_PAGE_SIZE, type TrackRun } from "../../components/audio/audio-queue.ts";
import { type AudioTrack, toAudioTrack } from "../../components/audio/audio-track.ts";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import {
  getAlbumTracks,
  getContentDetail,
  getRecommend,
  getRelatedAlbums,
} from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { audioShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 6;
/** What a track in no album offers instead of related albums: what plays as audio. */
const PLAYS_AS_AUDIO = new Set<ContentCard["type"]>(["audio", "audio_album"]);

/**
 * A track: awaited with its album's page of tracks around it (neighbours, and where playing goes
 * on); related albums (or, for a track in no album, other audio) deferred. The album's tracks never
 * fail the page: without them the track plays on its own.
 */
export async function loadAudio({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const item = await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (item.type !== "audio") throw routeError(404);
  const media = item.media?.kind === "audio" ? item.media : null;
  const album = item.album?.type === "audio_album" ? item.album : null;
  const self: AudioTrack = {
    id: item.id,
    title: item.title,
    summary: item.summary,
    position: album?.position ?? 1,
    duration: media?.duration ?? item.duration,
    view_count: item.view_count,
    publish_time: item.publish_time,
    src: media && { url: media.url, mime: media.mime },
    href: contentHref(item),
  };
  const page = album
    ? await getAlbumTracks(album.id, item.id, { pagesize: TRACK_PAGE_SIZE }).catch(() => null)
    : null;
  const run: TrackRun = page
    ? {
        tracks: mergeTracks(
          page.list.filter((i) => i.type === "audio").map((i) => toAudioTrack(i, item.actor)),
          [self],
        ),
        total: page.total,
        pageSize: TRACK_PAGE_SIZE,
      }
    : { tracks: [self], total: 1, pageSize: TRACK_PAGE_SIZE };
  const related = (
    album
      ? getRelatedAlbums(album.id, RELATED_SIZE).then((r) => r.list.filter((c) => c.id !== album.id))
      : getRecommend(postId, RELATED_SIZE + 2).then((r) => {
          const cards = r.list.filter((c) => c.id !== postId);
          const audio = cards.filter((c) => PLAYS_AS_AUDIO.has(c.type));
          return audio.length >= 3 ? audio : cards;
        })
  ).then(
    (cards) => cards.map(toCardView),
    () => null,
  );
  const site = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(site, localePath(locale, contentHref(item)));
  // A short link to the album: the track knows the album's id, not its date.
  const albumHref = album ? `/${encodeURIComponent(item.actor)}/audio_album/${album.id}` : null;
  const cover = media?.cover ?? item.cover;
  const share = audioShareMeta(
    {
      ...item,
      media,
      album:
        album && albumHref
          ? {
              title: album.title,
              url: absoluteUrl(site, localePath(locale, albumHref)),
              position: album.position,
            }
          : null,
    },
    {
      site: await pageShareSite(pathname),
      canonical,
      language: locale.iso,
      preloadImage: cover && {
        url: cover.url,
        srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
        sizes: AUDIO_COVER_SIZES,
      },
    },
  );
  const {
    id,
    type,
    actor,
    title,
    mp,
    source,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
  } = item;
  return {
    track: {
      id,
      type,
      actor,
      title,
      mp,
      source,
      publish_time,
      view_count,
      like_count,
      collect_count,
      comment_count,
      cover,
    },
    album:
      album && albumHref ? { id: album.id, title: album.title, count: album.count, href: albumHref } : null,
    tracks: { run, current: self.position },
    // Awaited for the page's HTML, deferred in one order for a client navigation (deferred-order.server.ts).
    ...(await deferredData(context, { related, comments: firstComments(item.id, item.mp !== null) })),
    meta: share.meta,
    wechat: share.wechat,
  };
}
