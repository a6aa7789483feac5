import { useEffect, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { AlbumEpisodeList } from "../../components/album/album-episode-list.tsx";
import { AlbumHeader } from "../../components/album/album-header.tsx";
import { AlbumStage } from "../../components/album/album-stage.tsx";
import {
  currentEpisode,
  EPISODE_PARAM,
  type EpisodeView,
  episodeSearch,
  followEpisode,
  nextEpisode,
  onlyEpisodeChanged,
} from "../../components/album/episodes.ts";
import { useAlbumEpisodes } from "../../components/album/use-album-episodes.ts";
import { contentScreen } from "../../components/content/content-screen.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { ShareHandle } from "../../platform/share/route-share.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import { loadVideoAlbum } from "./loader.server.ts";
import cssText from "./video-album.css?inline";
import cssHref from "./video-album.css?url";

const screen = contentScreen("video-album", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

/** The WeChat card's link follows the playing episode, which the page changes in place. */
export const handle: ShareHandle = { wechatLink: (card, search) => followEpisode(card.link, search) };

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadVideoAlbum(args);
}

/** Another episode is the same page: its data stays, and nothing is asked of the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyEpisodeChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function VideoAlbum({ loaderData }: Route.ComponentProps) {
  // Another album (a related one, opened from here) starts afresh.
  return <VideoAlbumPage key={loaderData.album.id} data={loaderData} />;
}

function VideoAlbumPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { album, related } = data;
  const [search, setSearch] = useSearchParams();
  const paging = useAlbumEpisodes(album.id, data.episodes, album.item_count);
  const current = currentEpisode(paging.episodes, search.get(EPISODE_PARAM));
  const next = nextEpisode(paging.episodes, current);
  const previous = nextEpisode(paging.episodes, current, -1);
  const [startRequest, setStartRequest] = useState<"tap" | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  // The album's view on open (the tracker's read covers how long the page was shown).
  useReadTracking(album.id, header);
  // The episode after the last one loaded: its page is fetched before the countdown needs it.
  const needLater = !!current && !next && paging.pages.later !== null && !paging.failed;
  const { load } = paging;
  useEffect(() => {
    if (needLater) load("later");
  }, [needLater, load]);

  /** Plays `episode` in place and puts it in the address, replacing the entry. */
  const play = (episode: EpisodeView) => {
    setSearch(episodeSearch(`?${search.toString()}`, episode), { replace: true, preventScrollReset: true });
  };
  /** An episode tapped in the list: it plays at once, and the player comes into view. */
  const choose = () => {
    setStartRequest("tap");
    const box = stage.current?.getBoundingClientRect();
    if (box && box.top < 0) stage.current?.scrollIntoView({ block: "start" });
  };

  return (
    <screen.Page
      item={album}
      comments={data.comments}
      related={{ items: related, title: "videoAlbum.related" }}
    >
      <AlbumStage
        ref={stage}
        album={album}
        artist={album.mp?.name ?? album.source}
        current={current}
        previous={previous}
        next={next}
        startRequest={startRequest}
        onContinue={play}
      />
      <div ref={header}>
        <AlbumHeader album={album} />
      </div>
      <AlbumEpisodeList paging={paging} total={album.item_count} current={current} onChoose={choose} />
    </screen.Page>
  );
}
