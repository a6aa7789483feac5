import { Suspense, useRef, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import { useResumePosition } from "../open-app/resume-position.ts";
import { isDataSaving } from "./autoplay-policy.ts";
import type { PlayerProps } from "./player-types.ts";
import { useDanmuSwitch } from "./use-danmu-switch.ts";
import { usePlayerFullscreen } from "./use-player-fullscreen.ts";
import { useVideoPlayback } from "./use-video-playback.ts";
import { useVideoSource } from "./use-video-source.ts";
import { VideoControls } from "./video-controls.tsx";
import playerCss from "./video-player.css?inline";

const DanmuLayer = lazyPart(() => import("./danmu-layer.tsx").then((m) => m.DanmuLayer), "danmu");
const DanmuComposer = lazyPart(
  () => import("./danmu-composer.tsx").then((m) => m.DanmuComposer),
  "danmu-send",
);

/** How far an arrow key seeks. */
const SEEK_STEP = 5;

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
  const playback = useVideoPlayback(video, {
    duration: media.duration,
    startMuted: start === "auto",
    onPlay,
  });
  const { playing, muted, time, duration, buffered, buffering, failed, toggle, toggleMute, seekTo } =
    playback;
  const { source, levels, level, chooseLevel, retry } = useVideoSource(video, media, playback);
  const { fullscreen, toggleFullscreen, leaveViewport } = usePlayerFullscreen(root);
  const { danmuOn, toggleDanmu } = useDanmuSwitch();
  const [composing, setComposing] = useState(false);
  // A live stream has no danmu timeline; some clips have none of their own.
  const withDanmu = !media.live && media.danmu !== false;
  // How far it plays (the tracker), and where the app should resume (the open-in-app target).
  usePlaybackTracking(id, video);
  useResumePosition(id, video);

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
        leaveViewport();
        return;
      default:
        return;
    }
    event.preventDefault();
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
        onEnded={onEnded}
        {...playback.events}
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
          <button type="button" className="player__retry" onClick={retry}>
            {t("video.retry")}
          </button>
        </div>
      )}
      {overlay}
      <VideoControls
        live={Boolean(media.live)}
        playing={playing}
        muted={muted}
        time={time}
        total={total}
        buffered={buffered}
        levels={levels}
        level={level}
        withDanmu={withDanmu}
        danmuOn={danmuOn}
        composing={composing}
        fullscreen={fullscreen}
        toggle={toggle}
        toggleMute={toggleMute}
        seekTo={seekTo}
        chooseLevel={chooseLevel}
        toggleDanmu={toggleDanmu}
        toggleComposer={() => setComposing((c) => !c)}
        toggleFullscreen={toggleFullscreen}
      />
    </div>
  );
}
