import { type AlbumBrief, type AlbumItem, CONTENT_ROUTE_SEGMENT, type Image } from "@davmu/contract/client";
import { START_TIME_PARAM } from "../../platform/start-time.ts";
import { toPlayerMedia } from "../player/player-media.ts";
import type { PlayerMedia } from "../player/player-types.ts";

/** The query parameter that names the episode an album page plays (docs/decisions/0043). */
export const EPISODE_PARAM = "ep";

/** Episodes per page of the list: the page holding the current one comes with the album page. */
export const EPISODE_PAGE_SIZE = 20;

/** What the album page shows and plays of one episode. */
export type EpisodeView = {
  id: string;
  title: string;
  /** 1 for the first episode of the album. */
  position: number;
  /** Seconds, as the album lists it. */
  duration: number | null;
  /** The list's thumbnail. */
  cover: Image | null;
  /** The stage's picture before and around the player: the video's first frame, else the cover. */
  poster: Image | null;
  view_count: number;
  /** Null when the episode's files are not recorded: it is listed, and cannot play. */
  media: PlayerMedia | null;
};

/** An album's item as the page keeps it (an audio item in a video album cannot play here). */
export function toEpisodeView(item: AlbumItem): EpisodeView {
  const video = item.media?.kind === "video" ? item.media : null;
  return {
    id: item.id,
    title: item.title,
    position: item.position,
    duration: item.duration,
    cover: item.cover,
    poster: video?.poster ?? item.cover,
    view_count: item.view_count,
    media: video && toPlayerMedia(video),
  };
}

/** The page (1 for the first) of the episode at `position`, as the album's track pages count. */
export function pageOf(position: number, size = EPISODE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(position / size));
}

/** The episode `id` names among those loaded; the first loaded when it names none of them. */
export function currentEpisode(episodes: readonly EpisodeView[], id: string | null | undefined) {
  return episodes.find((e) => e.id === id) ?? episodes[0] ?? null;
}

/** The episode after `current` (or `step` away: -1 the one before), when it is loaded; none past the ends. */
export function nextEpisode(episodes: readonly EpisodeView[], current: EpisodeView | null, step = 1) {
  if (!current) return null;
  return episodes.find((e) => e.position === current.position + step) ?? null;
}

/** Loaded episodes with a further page of them: each once, in album order. */
export function mergeEpisodes(loaded: readonly EpisodeView[], more: readonly EpisodeView[]): EpisodeView[] {
  const byId = new Map(loaded.map((e) => [e.id, e]));
  for (const e of more) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => a.position - b.position);
}

/** The pages either side of what is loaded that the album still has (null: none). */
export function neighbourPages(episodes: readonly EpisodeView[], total: number, size = EPISODE_PAGE_SIZE) {
  const first = episodes[0];
  const last = episodes.at(-1);
  return {
    earlier: first && first.position > 1 ? pageOf(first.position - 1, size) : null,
    later: last && last.position < total ? pageOf(last.position + 1, size) : null,
  };
}

/**
 * The address's query with `id` as the episode, the rest kept (a campaign's parameters stay with a
 * shared link). The first episode is the album's default, so it needs no parameter.
 */
export function episodeSearch(search: string, episode: Pick<EpisodeView, "id" | "position">): string {
  const query = new URLSearchParams(search);
  // A link's start time was the episode it opened on: another one starts on its own.
  query.delete(START_TIME_PARAM);
  if (episode.position === 1) query.delete(EPISODE_PARAM);
  else query.set(EPISODE_PARAM, episode.id);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Whether two addresses of the page differ only in the episode: the page's data stays as it is. */
export function onlyEpisodeChanged(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname) return false;
  const a = new URLSearchParams(from.search);
  const b = new URLSearchParams(to.search);
  a.delete(EPISODE_PARAM);
  b.delete(EPISODE_PARAM);
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}

/**
 * A share card's link (`link`, as the loader made it for the episode the page opened with) for
 * the page's address now (`search`): the album's address with the episode the address names.
 */
export function followEpisode(link: string, search: string): string {
  const album = link.split("?")[0] ?? link;
  const episode = new URLSearchParams(search).get(EPISODE_PARAM);
  return episode ? `${album}?${EPISODE_PARAM}=${encodeURIComponent(episode)}` : album;
}

/** The link a share of the page carries: the album's address, with the episode unless it is the first. */
export function episodeShareLink(canonical: string, episode: Pick<EpisodeView, "id" | "position"> | null) {
  return episode ? `${canonical}${episodeSearch("", episode)}` : canonical;
}

/**
 * The album page playing one of its episodes, as the episode's own page links to it: the short
 * form of the album's address (the episode does not know the album's date; the album page's
 * canonical URL has it), with the episode in the query.
 */
export function albumEpisodeHref(
  actor: string,
  album: Pick<AlbumBrief, "id" | "type" | "position">,
  episodeId: string,
): string {
  const path = `/${encodeURIComponent(actor)}/${CONTENT_ROUTE_SEGMENT[album.type]}/${album.id}`;
  return `${path}${episodeSearch("", { id: episodeId, position: album.position })}`;
}
