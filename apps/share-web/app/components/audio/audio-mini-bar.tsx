import { type Image, mediaSrcSet } from "@davmu/contract/client";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { togglePlayback } from "../player/toggle-playback.ts";
import { AudioIcon } from "./audio-icons.tsx";
import miniCss from "./audio-mini-bar.css?inline";
import { stepFrom } from "./audio-queue.ts";
import { useAudioQueueContext } from "./use-audio-queue.ts";
import { usePlaybackState } from "./use-playback-state.ts";

/**
 * The track that plays, kept in reach while the visitor reads on: a compact bar docked above the
 * open-in-app bar once the player has scrolled out of view, with play and pause, the next track, a
 * thin progress line, and a way back to the full player.
 */
export function AudioMiniBar({ artwork, artist }: { artwork: Image | null; artist: string }) {
  const { t, contentLang } = useI18n();
  const queue = useAudioQueueContext();
  const state = usePlaybackState(queue.audio);
  const track = queue.currentTrack;
  if (!queue.playerOutOfView || !track) return null;
  const total =
    Number.isFinite(state.duration) && state.duration > 0 ? state.duration : (track.duration ?? 0);
  const fraction = total > 0 ? Math.min(1, state.time / total) : 0;
  const hasNext = stepFrom(queue.run, queue.current, 1) !== null;
  const toggle = () => {
    const el = queue.audio.current;
    if (el) togglePlayback(el, state.playing);
  };
  return (
    <>
      <style>{miniCss}</style>
      <div className="audio-mini-spacer" aria-hidden="true" />
      <aside
        className="audio-mini"
        aria-label={t("audio.miniPlayer")}
        data-state={state.playing ? "playing" : "paused"}
      >
        <span
          className="audio-mini__progress"
          style={{ transform: `scaleX(${fraction})` }}
          aria-hidden="true"
        />
        <button type="button" className="audio-mini__open" onClick={backToPlayer}>
          {artwork ? (
            <img
              className="audio-mini__cover"
              src={artwork.url}
              srcSet={mediaSrcSet(artwork.url, artwork.widths, artwork.width) || undefined}
              sizes="40px"
              width={40}
              height={40}
              alt=""
            />
          ) : (
            <span className="audio-mini__cover" aria-hidden="true" />
          )}
          <span className="audio-mini__text">
            <span className="visually-hidden">{t("audio.backToPlayer")}</span>
            <span className="audio-mini__title" lang={contentLang}>
              {track.title}
            </span>
            <span className="audio-mini__artist" lang={contentLang}>
              {artist}
            </span>
          </span>
        </button>
        <button
          type="button"
          className="audio-mini__button round-button"
          aria-label={state.playing ? t("audio.pause") : t("audio.play")}
          onClick={toggle}
        >
          <AudioIcon name={state.playing ? "pause" : "play"} size={26} />
        </button>
        <button
          type="button"
          className="audio-mini__button round-button"
          aria-label={t("audio.next")}
          disabled={!hasNext}
          onClick={() => void queue.step(1)}
        >
          <AudioIcon name="next" size={22} />
        </button>
      </aside>
    </>
  );
}

/** Back up to the full player, with the keyboard's place on its play button. */
function backToPlayer() {
  const deck = document.querySelector<HTMLElement>(".audio-stage");
  if (!deck) return;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  deck.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "center" });
  deck.querySelector<HTMLElement>(".audio-deck__play")?.focus({ preventScroll: true });
}
