import { formatDuration } from "@davmu/format";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { earlierPage, laterPage } from "./audio-queue.ts";
import { useAudioQueueContext } from "./use-audio-queue.ts";
import { usePlaybackState } from "./use-playback-state.ts";

/**
 * The album's tracks, a page at a time: the current one marked (`aria-current`), a tap plays one
 * (the address follows, the page stays), and buttons load the pages before and after what is shown.
 */
export function AudioTrackList({ id }: { id: string }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const queue = useAudioQueueContext();
  const { run, current, started, loadingPages } = queue;
  const { playing } = usePlaybackState(queue.audio);
  const earlier = earlierPage(run);
  const later = laterPage(run);
  const remaining = run.total - (run.tracks.at(-1)?.position ?? run.total);
  return (
    <section className="audio-tracks" id={id} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t("audio.tracks")}{" "}
        <span className="audio-tracks__count">{t("audio.trackCount", { n: run.total })}</span>
      </h2>
      {earlier !== null && (
        <button
          type="button"
          className="audio-tracks__more"
          aria-busy={loadingPages.has(earlier) || undefined}
          onClick={() => void queue.loadPage(earlier)}
        >
          {t("audio.earlierTracks")}
        </button>
      )}
      <ol className="audio-tracks__list">
        {run.tracks.map((track) => {
          const isCurrent = track.position === current;
          const sounding = isCurrent && started && playing;
          return (
            <li key={track.id}>
              <button
                type="button"
                className="audio-track"
                aria-current={isCurrent ? "true" : undefined}
                disabled={!track.src}
                onClick={() => queue.playTrack(track)}
              >
                <span className="audio-track__no" aria-hidden={sounding || undefined}>
                  {sounding ? (
                    <span className="audio-track__bars">
                      <span />
                      <span />
                      <span />
                    </span>
                  ) : (
                    track.position
                  )}
                </span>
                <span className="audio-track__body">
                  <span className="audio-track__title" lang={contentLang}>
                    {track.title}
                  </span>
                  <span className="audio-track__meta">
                    {sounding && <span className="visually-hidden">{t("audio.playing")} </span>}
                    {track.src ? formatDuration(track.duration) : t("audio.trackUnavailable")}
                    {/* Seen as a dot, heard as a pause: the duration must not run into the count. */}
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden">, </span>
                    {t("audio.plays", { n: f.count(track.view_count) })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {later !== null && (
        <button
          type="button"
          className="audio-tracks__more"
          aria-busy={loadingPages.has(later) || undefined}
          onClick={() => void queue.loadPage(later)}
        >
          {t("audio.moreTracks", { n: remaining })}
        </button>
      )}
    </section>
  );
}
