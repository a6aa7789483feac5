import { AUDIO_COVER_SIZES } from "../../components/audio/audio-hero.tsx";
import { pageAround, TRACK_PAGE_SIZE } from "../../components/audio/audio-queue.ts";
import { type AudioTrack, toAudioTrack } from "../../components/audio/audio-track.ts";
import { toCardView } from "../../components/content/card-view.ts";
import {
  finishContentPage,
  itemHeader,
  loadContentItem,
  preloadPicture,
  screenComments,
  screenUrl,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { getAlbumTracks, getAudioAlbum, getRelatedAlbums } from "../../platform/api.server.ts";
import { ids } from "../../platform/ids.server.ts";
import type { Route } from "./+types/route";
import { audioAlbumShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 6;

/**
 * An audio album: its header and the page of tracks the visitor opens on (the first, or the one
 * holding `?track=`, the track a visitor last chose) awaited; related albums deferred.
 */
export async function loadAudioAlbum(args: Route.LoaderArgs) {
  const screen = await loadContentItem(args, "audio_album", getAudioAlbum);
  const { item: album, postId: albumId } = screen;
  const tracks = album.items.filter((i) => i.type === "audio").map((i) => toAudioTrack(i, album.actor));
  const chosen = screen.url.searchParams.get("track");
  const page =
    (await pageBeyond(albumId, album.actor, tracks, chosen)) ?? pageAround(tracks, TRACK_PAGE_SIZE, chosen);
  const related = getRelatedAlbums(albumId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== albumId).map(toCardView),
    () => null,
  );
  const cover = album.cover;
  const share = audioAlbumShareMeta(
    { ...album, tracks: tracks.map((t) => ({ ...t, url: screenUrl(screen, t.href) })) },
    await shareContext(screen, preloadPicture(cover, AUDIO_COVER_SIZES)),
  );
  return {
    album: {
      ...itemHeader(album),
      summary: album.summary,
      body_html: album.body_html,
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
    ...(await finishContentPage(args, share, { related, comments: screenComments(album) })),
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
