import { formatDuration } from "@davmu/format";
import { Link, useLocation } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import { type EpisodeView, episodeSearch } from "./episodes.ts";
import type { EpisodePaging } from "./use-album-episodes.ts";

type Props = {
  paging: EpisodePaging;
  total: number;
  current: EpisodeView | null;
  /** An episode chosen from the list, before the address changes to it. */
  onChoose: (episode: EpisodeView) => void;
};

/**
 * The album's episodes in order, the playing one marked (aria-current). Each is a link to the page
 * with that episode, so it works before the page's script has run and opens in a new tab; with the
 * script, a tap switches the player in place and replaces the address. Longer albums page on
 * through the album's track pages.
 */
export function AlbumEpisodeList({ paging, total, current, onChoose }: Props) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const location = useLocation();
  const { episodes, pages, loading, failed, load } = paging;
  return (
    <section className="album-episodes" aria-labelledby="album-episodes-title">
      <h2 id="album-episodes-title" className="section-title">
        {t("videoAlbum.episodes")}
        {/* Heard apart: "episodes, 5 in all", not one word. */}
        <span className="visually-hidden">, </span>
        <span className="album-episodes__count">{t("videoAlbum.episodeCount", { n: total })}</span>
      </h2>
      {pages.earlier !== null && (
        <button
          type="button"
          className="album-episodes__more"
          disabled={loading !== null}
          onClick={() => load("earlier")}
        >
          {t("videoAlbum.earlier")}
        </button>
      )}
      {episodes.length === 0 ? (
        <p className="album-episodes__empty">{t("videoAlbum.empty")}</p>
      ) : (
        <ol className="album-episodes__list">
          {episodes.map((episode) => {
            const playing = episode.id === current?.id;
            return (
              <li key={episode.id}>
                <Link
                  className="album-episode"
                  to={{ pathname: location.pathname, search: episodeSearch(location.search, episode) }}
                  replace
                  preventScrollReset
                  aria-current={playing ? "true" : undefined}
                  onClick={() => onChoose(episode)}
                >
                  <span className="album-episode__thumb">
                    {episode.cover && <CoverImage image={{ ...episode.cover, alt: "" }} sizes="112px" />}
                    {playing ? (
                      <span className="album-episode__playing" aria-hidden="true">
                        <i />
                        <i />
                        <i />
                      </span>
                    ) : null}
                    {episode.duration ? (
                      <span className="album-episode__duration">{formatDuration(episode.duration)}</span>
                    ) : null}
                  </span>
                  <span className="album-episode__text">
                    <span className="album-episode__title clamp" lang={contentLang}>
                      {episode.title}
                    </span>
                    <span className="album-episode__meta">
                      {playing ? (
                        <span className="album-episode__now">{t("videoAlbum.nowPlaying")}</span>
                      ) : (
                        t("videoAlbum.episodeNo", { n: episode.position })
                      )}
                      <span>{t("videoAlbum.views", { n: f.count(episode.view_count) })}</span>
                      {episode.media ? null : <span>{t("videoAlbum.unavailable")}</span>}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      {pages.later !== null && (
        <button
          type="button"
          className="album-episodes__more"
          disabled={loading !== null}
          onClick={() => load("later")}
        >
          {t("videoAlbum.later")}
        </button>
      )}
      {failed && (
        <p className="album-episodes__failed" role="alert">
          {t("videoAlbum.pageFailed")}
        </p>
      )}
    </section>
  );
}
