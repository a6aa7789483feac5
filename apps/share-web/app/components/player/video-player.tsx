import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import { useResumePosition } from "../open-app/resume-position.ts";
import { isDataSaving } from "./autoplay-policy.ts";
import { clock, pickSource, type SourceKind } from "./media-source.ts";
import type { PlayerProps } from "./player-types.ts";
import { togglePlayback } from "./toggle-playback.ts";
import playerCss from "./video-player.css?inline";

const DanmuLayer = lazyPart(() => import("./danmu-layer.tsx").then((m) => m.DanmuLayer), "danmu");
const DanmuComposer = lazyPart(
  () => import("./danmu-composer.tsx").then((m) => m.DanmuComposer),
  "danmu-send",
);

/** Where the danmu switch is remembered. */
export const DANMU_SWITCH_KEY = "davmu.danmu";
/** How far an arrow key seeks. */
const SEEK_STEP = 5;
/** A stall this long with no progress: the source is loaded again from where it stopped. */
const STALL_RECOVER_MS = 8000;

type HlsLike = {
  levels: { height: number }[];
  currentLevel: number;
  startLoad(): void;
  recoverMediaError(): void;
  destroy(): void;
};

function readSwitch(): boolean {
  try {
    return localStorage.getItem(DANMU_SWITCH_KEY) !== "off";
  } catch {
    return true;
  }
}

/**
 * The video player: one `<video>` with the site's own controls, for a video page (and later the
 * video layer of a live room). Plays inline on phones and in WeChat, native HLS or hls.js or the
 * MP4 (media-source.ts), shows buffering and recovers from stalls, and shows an error state, not a
 * broken page, when the file cannot be played. Keyboard: space or k plays and pauses, m mutes,
 * f goes full screen, the arrows seek.
 */
export function VideoPlayer({ id, media, poster, start, onEnded, onPlay, overlay }: PlayerProps) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsLike | null>(null);
  const [source, setSource] = useState<SourceKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(start === "auto");
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(media.duration);
  const [buffered, setBuffered] = useState(0);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState<"off" | "element" | "viewport">("off");
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  const [danmuOn, setDanmuOn] = useState(readSwitch);
  const [composing, setComposing] = useState(false);
  // A live stream has no danmu timeline; some clips have none of their own.
  const withDanmu = !media.live && media.danmu !== false;
  // How far it plays (the tracker), and where the app should resume (the open-in-app target).
  usePlaybackTracking(id, video);
  useResumePosition(id, video);

  // The source: attached once per attempt (a retry after an error is a new attempt).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let live = true;
    // A retry is a new attempt: the source is attached again from the start.
    void attempt;
    // A recording offered as MP4 only (a replay, a room's notice video) has no playlist to pick.
    const kind = media.hls ? pickSource(el, window as unknown as Record<string, unknown>) : "mp4";
    setSource(kind);
    setFailed(false);
    // Another video in the same element (an album's next episode): nothing of the last one stays.
    // Loading a source pauses the element without a pause event: nothing plays until it says so.
    setPlaying(false);
    setTime(0);
    setDuration(media.duration);
    setBuffered(0);
    setBuffering(false);
    setLevels([]);
    setLevel(-1);
    const play = () => {
      if (!live) return;
      el.play().catch(() => {
        // A start the browser refused (autoplay with sound): the visitor presses play.
      });
    };
    if (kind === "hls.js") {
      import("hls.js/light")
        .then(({ default: Hls }) => {
          if (!live) return;
          const h = new Hls({ capLevelToPlayerSize: true });
          hls.current = h as unknown as HlsLike;
          h.on(Hls.Events.MANIFEST_PARSED, () => {
            setLevels(h.levels.map((l) => l.height));
            play();
          });
          h.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR) h.recoverMediaError();
            else if (data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR) {
              // No playlist: the MP4 may still be there.
              h.destroy();
              hls.current = null;
              setSource("mp4");
              el.src = media.url;
              play();
            } else setFailed(true);
          });
          h.loadSource(media.hls);
          h.attachMedia(el);
        })
        .catch(() => {
          if (!live) return;
          setSource("mp4");
          el.src = media.url;
          play();
        });
    } else {
      el.src = kind === "hls-native" ? media.hls : media.url;
      play();
    }
    return () => {
      live = false;
      hls.current?.destroy();
      hls.current = null;
      el.removeAttribute("src");
      el.load();
    };
  }, [media, attempt]);

  // Full screen left by the browser (Escape, the system's back gesture).
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen((f) => (f === "element" ? "off" : f));
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // A stall that lasts: load again from where it stopped (hls.js retries its own way).
  useEffect(() => {
    if (!buffering || !playing) return;
    const timer = setTimeout(() => {
      const el = video.current;
      if (!el) return;
      if (hls.current) return hls.current.startLoad();
      const at = el.currentTime;
      el.load();
      el.currentTime = at;
      el.play().catch(() => {});
    }, STALL_RECOVER_MS);
    return () => clearTimeout(timer);
  }, [buffering, playing]);

  // What the play button shows, read at the tap (togglePlayback: the tap does what it says).
  const shownPlaying = useRef(playing);
  shownPlaying.current = playing;
  const toggle = useCallback(() => {
    const el = video.current;
    if (el) togglePlayback(el, shownPlaying.current);
  }, []);
  const toggleMute = useCallback(() => {
    const el = video.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  }, []);
  const toggleFullscreen = useCallback(() => {
    const el = root.current;
    if (!el) return;
    if (fullscreen === "element") {
      document.exitFullscreen?.().catch(() => {});
      setFullscreen("off");
    } else if (fullscreen === "viewport") setFullscreen("off");
    else if (document.fullscreenEnabled && el.requestFullscreen) {
      el.requestFullscreen().then(
        () => setFullscreen("element"),
        () => setFullscreen("viewport"),
      );
    } else {
      // iPhone: only the <video> itself can go full screen, without the danmu layer; the player
      // fills the viewport instead.
      setFullscreen("viewport");
    }
  }, [fullscreen]);
  const seekTo = useCallback((seconds: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = Math.min(Math.max(0, seconds), el.duration || seconds);
    setTime(el.currentTime);
  }, []);
  const toggleDanmu = () => {
    setDanmuOn((on) => {
      try {
        localStorage.setItem(DANMU_SWITCH_KEY, on ? "off" : "on");
      } catch {
        // Private mode: the switch holds for this page.
      }
      return !on;
    });
  };
  const chooseLevel = (value: number) => {
    setLevel(value);
    if (hls.current) hls.current.currentLevel = value;
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.tagName === "SELECT") return;
    const onRange = target.tagName === "INPUT";
    switch (event.key) {
      case " ":
      case "k":
        if (target.tagName === "BUTTON" && event.key === " ") return;
        toggle();
        break;
      case "m":
        toggleMute();
        break;
      case "f":
        toggleFullscreen();
        break;
      case "ArrowLeft":
        if (onRange) return;
        seekTo((video.current?.currentTime ?? 0) - SEEK_STEP);
        break;
      case "ArrowRight":
        if (onRange) return;
        seekTo((video.current?.currentTime ?? 0) + SEEK_STEP);
        break;
      case "Escape":
        if (fullscreen === "viewport") setFullscreen("off");
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const updateBuffered = () => {
    const el = video.current;
    if (!el?.buffered.length) return;
    setBuffered(el.buffered.end(el.buffered.length - 1));
  };
  const total = Number.isFinite(duration) && duration > 0 ? duration : media.duration;

  return (
    <div
      ref={root}
      className={`player${fullscreen === "viewport" ? " player--viewport" : ""}${playing ? " player--playing" : ""}`}
      role="group"
      aria-label={t("video.player")}
      data-source={source ?? undefined}
      data-state={failed ? "error" : buffering ? "buffering" : playing ? "playing" : "paused"}
      data-fullscreen={fullscreen}
      onKeyDown={onKeyDown}
    >
      {/* The player's styles come with its chunk: the page's first load carries only the stage's. */}
      <style>{playerCss}</style>
      <video
        ref={video}
        className="player__video"
        poster={poster?.url}
        playsInline
        // Older iOS and WeChat's X5 webview on Android play inline only with these.
        {...{ "webkit-playsinline": "true", "x5-playsinline": "true" }}
        muted={muted}
        preload={typeof navigator !== "undefined" && isDataSaving(navigator as never) ? "none" : "metadata"}
        onClick={toggle}
        onPlay={() => {
          setPlaying(true);
          onPlay?.();
        }}
        onEnded={onEnded}
        onPause={() => setPlaying(false)}
        onPlaying={() => setBuffering(false)}
        onWaiting={() => setBuffering(true)}
        onCanPlay={() => setBuffering(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onProgress={updateBuffered}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onError={() => setFailed(true)}
      />
      {danmuOn && !failed && withDanmu && (
        <Suspense fallback={null}>
          {/* One layer per video: another video's danmu never carry over. */}
          <DanmuLayer key={id} id={id} video={video} />
        </Suspense>
      )}
      {composing && !failed && withDanmu && (
        <Suspense fallback={null}>
          <DanmuComposer
            id={id}
            video={video}
            onClose={() => setComposing(false)}
            onShown={() => {
              if (!danmuOn) toggleDanmu();
            }}
          />
        </Suspense>
      )}
      {buffering && !failed && (
        <div className="player__buffering" role="status">
          <span className="player__spinner" aria-hidden="true" />
          {t("video.buffering")}
        </div>
      )}
      {failed && (
        <div className="player__error" role="alert">
          <p>{t("video.error")}</p>
          <button type="button" className="player__retry" onClick={() => setAttempt((a) => a + 1)}>
            {t("video.retry")}
          </button>
        </div>
      )}
      {overlay}
      <div className="player__controls">
        <button
          type="button"
          className="player__button"
          aria-label={playing ? t("video.pause") : t("video.play")}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={playing ? "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" : "M8 5.5v13l10.5-6.5z"}
              fill="currentColor"
            />
          </svg>
        </button>
        {media.live ? (
          <span className="player__live">
            <span className="player__live-dot" aria-hidden="true" />
            {t("video.live")}
          </span>
        ) : (
          <>
            <span className="player__time" aria-hidden="true">
              {clock(time)}
            </span>
            <div className="player__progress">
              <div
                className="player__buffered"
                style={{ width: `${total ? Math.min(100, (buffered / total) * 100) : 0}%` }}
              />
              <input
                type="range"
                className="player__range"
                aria-label={t("video.progress")}
                aria-valuetext={`${clock(time)} / ${clock(total)}`}
                min={0}
                max={total || 0}
                step={1}
                value={Math.min(time, total || 0)}
                onChange={(e) => seekTo(Number(e.currentTarget.value))}
                style={{ ["--played" as string]: `${total ? (time / total) * 100 : 0}%` }}
              />
            </div>
            <span className="player__time" aria-hidden="true">
              {clock(total)}
            </span>
          </>
        )}
        {levels.length > 1 && (
          <select
            className="player__quality"
            aria-label={t("video.quality")}
            value={level}
            onChange={(e) => chooseLevel(Number(e.currentTarget.value))}
          >
            <option value={-1}>{t("video.qualityAuto")}</option>
            {levels.map((h, i) => (
              <option key={h} value={i}>
                {h}P
              </option>
            ))}
          </select>
        )}
        {withDanmu && (
          <>
            <button
              type="button"
              className={`player__button player__danmu${danmuOn ? " player__danmu--on" : ""}`}
              aria-label={danmuOn ? t("video.danmuOn") : t("video.danmuOff")}
              aria-pressed={danmuOn}
              onClick={toggleDanmu}
            >
              <span aria-hidden="true">弹</span>
            </button>
            <button
              type="button"
              className="player__button player__danmu-send"
              aria-label={t("video.danmuSend")}
              aria-expanded={composing}
              onClick={() => setComposing((c) => !c)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M4 5h16v11H9l-5 4z"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinejoin="round"
                />
                <path d="M8 10.5h8" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </>
        )}
        <button
          type="button"
          className="player__button"
          aria-label={muted ? t("video.unmute") : t("video.mute")}
          aria-pressed={muted}
          onClick={toggleMute}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
            {muted ? (
              <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path
                d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
              />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="player__button"
          aria-label={fullscreen === "off" ? t("video.fullscreen") : t("video.exitFullscreen")}
          aria-pressed={fullscreen !== "off"}
          onClick={toggleFullscreen}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={
                fullscreen === "off"
                  ? "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
                  : "M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5"
              }
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
