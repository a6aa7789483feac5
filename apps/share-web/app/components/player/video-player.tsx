import { Suspense, useCallback, useId, useRef, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import { useResumePosition } from "../open-app/resume-position.ts";
import { isDataSaving } from "./autoplay-policy.ts";
import { inlineVideoAttributes } from "./inline-video.ts";
import { usePlaybackSpeed } from "./playback-speed.ts";
import { PlayerSettings } from "./player-settings.tsx";
import type { PlayerProps } from "./player-types.ts";
import { useCaptions } from "./use-captions.ts";
import { useDanmuDensity } from "./use-danmu-density.ts";
import { useDanmuSwitch } from "./use-danmu-switch.ts";
import { useKeptPosition } from "./use-kept-position.ts";
import { useMediaSession } from "./use-media-session.ts";
import { usePictureInPicture } from "./use-picture-in-picture.ts";
import { usePlayerFullscreen } from "./use-player-fullscreen.ts";
import { useSeekPreview } from "./use-seek-preview.ts";
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
 * broken page, when the file cannot be played. Its settings: the speed (kept for the visitor), the
 * quality, the captions (kept), picture in picture; the progress bar previews the frame under the
 * finger; the lock screen shows what plays. Keyboard: space or k plays and pauses, m mutes,
 * f goes full screen, c turns the captions on and off, the arrows seek.
 */
export function VideoPlayer({
  id,
  media,
  poster,
  start,
  onEnded,
  onPlay,
  overlay,
  session,
  danmuByDefault,
}: PlayerProps) {
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
  const speed = usePlaybackSpeed(video);
  const captions = useCaptions(video, media.captions);
  const pip = usePictureInPicture(video);
  const preview = useSeekPreview(video, media.thumbnails);
  const settingsId = useId();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    settingsButton.current?.focus();
  }, []);
  const hasSettings = !media.live || levels.length > 1 || pip.supported;
  useMediaSession({
    media: video,
    title: session?.title ?? "",
    artist: session?.artist ?? "",
    album: session?.album ?? null,
    artwork: poster,
    playing,
    next: session?.next ?? null,
    previous: session?.previous ?? null,
    enabled: Boolean(session),
  });
  const { fullscreen, toggleFullscreen, leaveViewport } = usePlayerFullscreen(root);
  const { danmuOn, toggleDanmu } = useDanmuSwitch(danmuByDefault);
  const { density, setDensity } = useDanmuDensity();
  const [composing, setComposing] = useState(false);
  // A live stream has no danmu timeline; some clips have none of their own.
  const withDanmu = !media.live && media.danmu !== false;
  // How far it plays (the tracker), and where the app should resume (the open-in-app target).
  usePlaybackTracking(id, video);
  useResumePosition(id, video);
  // Where the visitor left it, or the address's start time (a live stream has no place to keep).
  useKeptPosition(media.live ? null : id, video, media.duration);

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
      case "c": {
        const first = media.captions[0];
        if (!first) return;
        captions.choose(captions.shown ? null : first.lang);
        break;
      }
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
        {...inlineVideoAttributes(media.height > media.width ? "portrait" : "landscape")}
        // The caption tracks (and the seek preview's index) come from the media origin: a track
        // from another origin loads only over CORS, which the media server answers for the site.
        crossOrigin="anonymous"
        muted={muted}
        preload={typeof navigator !== "undefined" && isDataSaving(navigator as never) ? "none" : "metadata"}
        onClick={toggle}
        onEnded={onEnded}
        {...playback.events}
      >
        {media.captions.map((c) => (
          <track key={c.url} kind="subtitles" src={c.url} srcLang={c.lang} label={c.label} />
        ))}
        {media.thumbnails && <track kind="metadata" label="thumbnails" src={media.thumbnails} />}
      </video>
      {captions.lines.length > 0 && (
        <div className="player__captions">
          <p lang={captions.shown ?? undefined}>
            {captions.lines.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </p>
        </div>
      )}
      {danmuOn && !failed && withDanmu && (
        <Suspense fallback={null}>
          {/* One layer per video: another video's danmu never carry over. */}
          <DanmuLayer
            key={id}
            id={id}
            video={video}
            density={density}
            captionsShown={captions.shown !== null}
          />
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
      {settingsOpen && (
        <PlayerSettings
          id={settingsId}
          speed={media.live ? null : speed}
          quality={{ levels, level, choose: chooseLevel }}
          captions={{ tracks: media.captions, shown: captions.shown, choose: captions.choose }}
          pip={pip}
          danmu={withDanmu ? { density, choose: setDensity } : null}
          onClose={closeSettings}
        />
      )}
      <VideoControls
        live={Boolean(media.live)}
        playing={playing}
        muted={muted}
        time={time}
        total={total}
        buffered={buffered}
        settings={
          hasSettings
            ? {
                id: settingsId,
                open: settingsOpen,
                toggle: () => setSettingsOpen((o) => !o),
                button: settingsButton,
              }
            : null
        }
        preview={preview.shown}
        scrub={preview.scrub}
        withDanmu={withDanmu}
        danmuOn={danmuOn}
        composing={composing}
        fullscreen={fullscreen}
        toggle={toggle}
        toggleMute={toggleMute}
        seekTo={seekTo}
        toggleDanmu={toggleDanmu}
        toggleComposer={() => setComposing((c) => !c)}
        toggleFullscreen={toggleFullscreen}
      />
    </div>
  );
}
