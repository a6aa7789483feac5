import { mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { AUDIO_COVER_SIZES } from "../../components/audio/audio-hero.tsx";
import { pageAround, TRACK_PAGE_SIZE } from "../../components/audio/audio-queue.ts";
import { type AudioTrack, toAudioTrack } from "../../components/audio/audio-track.ts";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getAlbumTracks, getAudioAlbum, getRelatedAlbums } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { audioAlbumShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 6;

/**
 * An audio album: its header and the page of tracks the visitor opens on (the first, or the one
 * holding `?track=`, the track a visitor last chose) awaited; related albums deferred.
 */
export async function loadAudioAlbum({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const albumId = resolvePostId(params);
  if (ids().decode(albumId) === null) throw redirect(localePath(locale, "/404"));
  if (!albumId) throw routeError(404);
  const album = await getAudioAlbum(albumId).catch(toRouteError);
  // The media-account source ('mp', spec §4) holds media-account albums only.
  if (album.type !== "audio_album" || (params.actor === "mp" && !album.mp)) throw routeError(404);
  const tracks = album.items.filter((i) => i.type === "audio").map((i) => toAudioTrack(i, album.actor));
  const chosen = url.searchParams.get("track");
  const page =
    (await pageBeyond(albumId, album.actor, tracks, chosen)) ?? pageAround(tracks, TRACK_PAGE_SIZE, chosen);
  const related = getRelatedAlbums(albumId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== albumId).map(toCardView),
    () => null,
  );
  const site = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(site, localePath(locale, contentHref(album)));
  const cover = album.cover;
  const share = audioAlbumShareMeta(
    {
      ...album,
      tracks: tracks.map((t) => ({ ...t, url: absoluteUrl(site, localePath(locale, t.href)) })),
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
    summary,
    body_html,
    mp,
    source,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
  } = album;
  return {
    album: {
      id,
      type,
      actor,
      title,
      summary,
      body_html,
      mp,
      source,
      publish_time,
      view_count,
      like_count,
      collect_count,
      comment_count,
      item_count: album.item_count,
      duration: album.duration,
      cover,
    },
    tracks: {
      run: {
        // The album page shows no track's words (the single track's page does): not sent for it.
        tracks: (page?.list ?? []).map((track) => ({ ...track, summary: "" })),
        total: Math.max(album.item_count, tracks.length),
        pageSize: TRACK_PAGE_SIZE,
      },
      current: page?.current ?? 1,
    },
    // Awaited for the page's HTML, deferred in one order for a client navigation (deferred-order.server.ts).
    ...(await deferredData(context, { related, comments: firstComments(album.id, album.mp !== null) })),
    meta: share.meta,
    wechat: share.wechat,
  };
}

/**
 * The page holding a chosen track past the tracks the album's answer lists (a very long album):
 * read from the track pages. Null when no such track is chosen, or the service does not know it.
 */
async function pageBeyond(
  albumId: string,
  actor: string,
  listed: AudioTrack[],
  chosen: string | null,
): Promise<{ list: AudioTrack[]; current: number } | null> {
  if (!chosen || listed.some((t) => t.id === chosen) || ids().decode(chosen) === null) return null;
  const page = await getAlbumTracks(albumId, chosen, { pagesize: TRACK_PAGE_SIZE }).catch(() => null);
  if (!page) return null;
  return {
    list: page.list.filter((i) => i.type === "audio").map((i) => toAudioTrack(i, actor)),
    current: page.current,
  };
}
