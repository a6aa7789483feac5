import { useCallback, useState } from "react";
import { useRootData } from "../../platform/use-root-data.ts";
import {
  EPISODE_PAGE_SIZE,
  type EpisodeView,
  mergeEpisodes,
  neighbourPages,
  toEpisodeView,
} from "./episodes.ts";

export type EpisodePaging = {
  episodes: EpisodeView[];
  /** The pages either side of what is loaded that the album still has. */
  pages: { earlier: number | null; later: number | null };
  loading: "earlier" | "later" | null;
  failed: boolean;
  load: (which: "earlier" | "later") => void;
};

/**
 * An album's episodes as the page holds them: the page around the current one from the loader,
 * and the pages before and after it from the album's track pages, fetched in the browser when asked.
 * The browser's API client comes with the first such page, not with the album page's first load.
 */
export function useAlbumEpisodes(albumId: string, initial: EpisodeView[], total: number): EpisodePaging {
  const config = useRootData()?.config;
  const [episodes, setEpisodes] = useState(initial);
  const [loading, setLoading] = useState<EpisodePaging["loading"]>(null);
  const [failed, setFailed] = useState(false);
  const pages = neighbourPages(episodes, total);
  const anchor = episodes[0]?.id;
  const { earlier, later } = pages;
  const load = useCallback(
    (which: "earlier" | "later") => {
      const pageindex = which === "earlier" ? earlier : later;
      if (!config || !anchor || pageindex === null || loading) return;
      setLoading(which);
      setFailed(false);
      import("../../platform/browser-api.ts")
        .then(({ initBrowserApi }) =>
          initBrowserApi(config).albumTracks({
            params: { series: albumId, uid: anchor },
            query: { pageindex, pagesize: EPISODE_PAGE_SIZE },
          }),
        )
        .then(
          (page) => setEpisodes((loaded) => mergeEpisodes(loaded, page.list.map(toEpisodeView))),
          () => setFailed(true),
        )
        .finally(() => setLoading(null));
    },
    [config, albumId, anchor, earlier, later, loading],
  );
  return { episodes, pages, loading, failed, load };
}
