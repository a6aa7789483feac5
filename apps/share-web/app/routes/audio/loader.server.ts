import type { ContentCard } from "@davmu/contract/client";
import { AUDIO_COVER_SIZES } from "../../components/audio/audio-hero.tsx";
import { mergeTracks, TRACK_PAGE_SIZE, type TrackRun } from "../../components/audio/audio-queue.ts";
import { type AudioTrack, toAudioTrack } from "../../components/audio/audio-track.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref } from "../../components/content/content-href.ts";
import {
  finishContentPage,
  itemHeader,
  loadContentItem,
  preloadPicture,
  screenComments,
  screenUrl,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { getAlbumTracks, getRecommend, getRelatedAlbums } from "../../platform/api.server.ts";
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
export async function loadAudio(args: Route.LoaderArgs) {
  const screen = await loadContentItem(args, "audio");
  const { item, postId } = screen;
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
  // A short link to the album: the track knows the album's id, not its date.
  const albumHref = album ? `/${encodeURIComponent(item.actor)}/audio_album/${album.id}` : null;
  const cover = media?.cover ?? item.cover;
  const share = audioShareMeta(
    {
      ...item,
      media,
      album:
        album && albumHref
          ? { title: album.title, url: screenUrl(screen, albumHref), position: album.position }
          : null,
    },
    await shareContext(screen, preloadPicture(cover, AUDIO_COVER_SIZES)),
  );
  return {
    track: { ...itemHeader(item), cover },
    album:
      album && albumHref ? { id: album.id, title: album.title, count: album.count, href: albumHref } : null,
    tracks: { run, current: self.position },
    ...(await finishContentPage(args, share, { related, comments: screenComments(item) })),
  };
}
