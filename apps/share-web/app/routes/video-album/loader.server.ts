import type { AlbumDetail } from "@davmu/contract/client";
import type { AlbumSummary } from "../../components/album/album-header.tsx";
import { EPISODE_PAGE_SIZE, EPISODE_PARAM, pageOf, toEpisodeView } from "../../components/album/episodes.ts";
import { toCardView } from "../../components/content/card-view.ts";
import {
  finishContentPage,
  itemHeader,
  loadContentItem,
  preloadPicture,
  screenComments,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { POSTER_SIZES } from "../../components/player/video-stage.tsx";
import { getAlbumTracks, getRelatedAlbums, getVideoAlbum } from "../../platform/api.server.ts";
import { ids } from "../../platform/ids.server.ts";
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
export async function loadVideoAlbum(args: Route.LoaderArgs) {
  const screen = await loadContentItem(args, "video_album", getVideoAlbum);
  const { item: album, postId } = screen;
  const { window, current } = await openingEpisodes(album, screen.url.searchParams.get(EPISODE_PARAM));
  const related = getRelatedAlbums(postId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== postId).map(toCardView),
    () => null,
  );
  const episodes = window.map(toEpisodeView);
  const playing = episodes.find((e) => e.id === current?.id) ?? null;
  const poster = playing?.poster ?? album.cover;
  const share = videoAlbumShareMeta(album, {
    ...(await shareContext(screen, preloadPicture(poster, POSTER_SIZES))),
    episodes: window,
    current,
  });
  return {
    album: albumView(album),
    episodes,
    ...(await finishContentPage(args, share, { related, comments: screenComments(album) })),
  };
}

/** What the page shows of the album itself: its items travel as episodes, trimmed. */
function albumView(album: AlbumDetail): AlbumSummary {
  const { summary, body_html, cover, item_count, duration } = album;
  return { ...itemHeader(album), summary, body_html, cover, item_count, duration };
}
