import type { Image } from "@davmu/contract/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { ShareOverride } from "../../platform/store.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import { useResumePosition } from "../open-app/resume-position.ts";
import { applySpeed, nextSpeed, speedLabel, usePlaybackSpeed } from "../player/playback-speed.ts";
import { togglePlayback } from "../player/toggle-playback.ts";
import { useMediaSession } from "../player/use-media-session.ts";
import { useShareOverride } from "../share/use-share-override.ts";
import { AudioIcon } from "./audio-icons.tsx";
import playerCss from "./audio-player.css?inline";
import { stepFrom } from "./audio-queue.ts";
import { AudioSeekSlider } from "./audio-seek-slider.tsx";
import type { AudioTrack } from "./audio-track.ts";
import { clockText, SKIP_STEP } from "./seek-math.ts";
import { useAudioQueueContext } from "./use-audio-queue.ts";
import { usePlaybackState } from "./use-playback-state.ts";

/** What covers the page's top and bottom edges: the sticky header, the open-in-app bar (its CSS). */
const HEADER_HEIGHT = 48;
const OPEN_APP_BAR_HEIGHT = 92;
/** Less of the player than this on screen, and the mini player shows. */
const HALF = 0.5;

export type AudioPlayerProps = {
  artwork: Image | null;
  albumTitle: string | null;
  artist: string;
  /** Whether the player names the track it plays (the album page; a track page's heading does). */
  showTitle: boolean;
  /** The id of the page's track list, for the button that goes there; null where there is none. */
  listId: string | null;
  /**
   * The share card while `track` plays, when the page's own card does not fit it (another track
   * than the page's); null keeps the page's. Only the player sets it: another track plays only
   * after the tap that brings it.
   */
  shareCardOf: (track: AudioTrack) => ShareOverride;
};

/**
 * The audio player's controls over the page's one `<audio>`: the position bar, elapsed and total
 * time, 15 s back and forward, previous and next track, play and pause, the speed (0.75× to 2×);
 * buffering and error states; the lock screen's controls. Keyboard: space or k plays and pauses,
 * j and l skip 15 s, the bar takes the arrows. A chunk of its own, fetched at the first tap on play.
 */
export function AudioPlayer({
  artwork,
  albumTitle,
  artist,
  showTitle,
  listId,
  shareCardOf,
}: AudioPlayerProps) {
  const { t, contentLang } = useI18n();
  const queue = useAudioQueueContext();
  const { audio, currentTrack: track, run, current, step, setPlayerOutOfView } = queue;
  const state = usePlaybackState(audio);
  // How far each track plays (the tracker), and where the app should resume (the open-in-app
  // target): from the tap on play, which brings this part; what played before it came counts.
  usePlaybackTracking(track?.id ?? null, audio);
  useResumePosition(track?.id ?? null, audio);
  useShareOverride(track ? shareCardOf(track) : null);
  const root = useRef<HTMLDivElement>(null);
  const [dragAt, setDragAt] = useState<number | null>(null);
  const total =
    Number.isFinite(state.duration) && state.duration > 0 ? state.duration : (track?.duration ?? 0);
  const hasPrevious = stepFrom(run, current, -1) !== null;
  const hasNext = stepFrom(run, current, 1) !== null;

  // Scrolled (half) out of view, under the sticky header or the open-in-app bar, the player gives
  // way to the docked mini player.
  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => setPlayerOutOfView(!entry || entry.intersectionRatio < HALF),
      { rootMargin: `-${HEADER_HEIGHT}px 0px -${OPEN_APP_BAR_HEIGHT}px 0px`, threshold: [0, HALF] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      setPlayerOutOfView(false);
    };
  }, [setPlayerOutOfView]);

  // What the play button shows, read at the tap (it may lag the element by an event).
  const shownPlaying = useRef(state.playing);
  shownPlaying.current = state.playing;
  const toggle = useCallback(() => {
    const el = audio.current;
    if (el) togglePlayback(el, shownPlaying.current);
  }, [audio]);
  const seek = useCallback(
    (seconds: number) => {
      const el = audio.current;
      if (!el) return;
      const end = Number.isFinite(el.duration) ? el.duration : total;
      el.currentTime = Math.min(Math.max(0, seconds), end);
    },
    [audio, total],
  );
  const skip = (by: number) => seek((audio.current?.currentTime ?? 0) + by);
  const previous = useCallback(() => void step(-1), [step]);
  const next = useCallback(() => void step(1), [step]);
  const changeSpeed = () => {
    const el = audio.current;
    if (el) applySpeed(el, nextSpeed(el.playbackRate));
  };
  // The speed the visitor chose before, on this page or another, video or audio.
  usePlaybackSpeed(audio);
  const retry = () => {
    const el = audio.current;
    if (!el) return;
    el.load();
    el.play().catch(() => {});
  };

  useMediaSession({
    media: audio,
    title: track?.title ?? "",
    artist,
    album: albumTitle,
    artwork,
    playing: state.playing,
    next: hasNext ? next : null,
    previous: hasPrevious ? previous : null,
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "k" || (event.key === " " && target.tagName !== "BUTTON" && target.tagName !== "A"))
      toggle();
    else if (event.key === "j") skip(-SKIP_STEP);
    else if (event.key === "l") skip(SKIP_STEP);
    else return;
    event.preventDefault();
  };

  const shownTime = dragAt ?? state.time;
  const status = state.failed
    ? "error"
    : state.buffering
      ? "buffering"
      : state.playing
        ? "playing"
        : "paused";
  return (
    <div
      ref={root}
      className="audio-deck"
      role="group"
      aria-label={t("audio.player")}
      data-state={status}
      onKeyDown={onKeyDown}
    >
      {/* The player's styles come with its chunk: the page's first load carries only the idle deck's. */}
      <style>{playerCss}</style>
      {showTitle && track && (
        <p className="audio-deck__now">
          <span className="audio-deck__now-label">{t("audio.trackNo", { n: track.position })}</span>{" "}
          <span lang={contentLang}>{track.title}</span>
        </p>
      )}
      <div className="audio-deck__bar">
        <AudioSeekSlider
          time={state.time}
          now={() => audio.current?.currentTime ?? 0}
          total={total}
          buffered={state.buffered}
          onSeek={seek}
          onDrag={setDragAt}
        />
      </div>
      <div className="audio-deck__times" aria-hidden="true">
        <span>{clockText(shownTime)}</span>
        <span>{clockText(total)}</span>
      </div>
      <div className="audio-deck__controls">
        <button
          type="button"
          className="audio-deck__button round-button audio-deck__speed"
          aria-label={t("audio.speed", { rate: speedLabel(state.rate) })}
          onClick={changeSpeed}
        >
          <span aria-hidden="true">{speedLabel(state.rate)}</span>
        </button>
        <button
          type="button"
          className="audio-deck__button round-button"
          aria-label={t("audio.back15")}
          onClick={() => skip(-SKIP_STEP)}
        >
          <AudioIcon name="back" size={26} />
        </button>
        <button
          type="button"
          className="audio-deck__button round-button"
          aria-label={t("audio.previous")}
          disabled={!hasPrevious}
          onClick={previous}
        >
          <AudioIcon name="previous" />
        </button>
        <button
          type="button"
          className="audio-deck__play"
          aria-label={state.playing ? t("audio.pause") : t("audio.play")}
          onClick={toggle}
        >
          {state.buffering && (
            <span className="audio-deck__spinner audio-deck__spinner--ring" aria-hidden="true" />
          )}
          <AudioIcon name={state.playing ? "pause" : "play"} size={30} />
        </button>
        <button
          type="button"
          className="audio-deck__button round-button"
          aria-label={t("audio.next")}
          disabled={!hasNext}
          onClick={next}
        >
          <AudioIcon name="next" />
        </button>
        <button
          type="button"
          className="audio-deck__button round-button"
          aria-label={t("audio.forward15")}
          onClick={() => skip(SKIP_STEP)}
        >
          <AudioIcon name="forward" size={26} />
        </button>
        {listId ? (
          <button
            type="button"
            className="audio-deck__button round-button"
            aria-label={t("audio.toList")}
            onClick={() => goToList(listId)}
          >
            <AudioIcon name="list" />
          </button>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      <p className="visually-hidden" role="status">
        {state.buffering ? t("audio.buffering") : ""}
      </p>
      {state.failed && (
        <div className="audio-deck__error" role="alert">
          <span>{t("audio.error")}</span>
          <button type="button" className="audio-deck__retry" onClick={retry}>
            {t("audio.retry")}
          </button>
        </div>
      )}
    </div>
  );
}

/** Brings the track list into view with the keyboard's place on it (no address change: no new entry). */
function goToList(id: string) {
  const list = document.getElementById(id);
  if (!list) return;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  list.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  list.focus({ preventScroll: true });
}
