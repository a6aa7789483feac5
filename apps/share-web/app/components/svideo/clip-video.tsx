import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import { playWhenAllowed } from "../../platform/wechat/wechat-bridge.ts";
import { useResumePosition } from "../open-app/resume-position.ts";
import { attachHls, type Hls } from "../player/attach-hls.ts";
import { isDataSaving } from "../player/autoplay-policy.ts";
import { inlineVideoAttributes } from "../player/inline-video.ts";
import { pickSource, type SourceKind } from "../player/media-source.ts";
import type { PlayerMedia } from "../player/player-types.ts";
import { useCaptions } from "../player/use-captions.ts";

/** A wait shorter than this shows no spinner: swiping to a preloaded clip should look instant. */
const SPINNER_DELAY_MS = 400;

export type ClipVideoProps = {
  /** The clip's content id: what the tracker and the app's resume position name. */
  id: string;
  media: PlayerMedia;
  /** The clip on screen: it plays (when `play`) and reports its element; a neighbour waits, loaded. */
  active: boolean;
  play: boolean;
  sound: boolean;
  onMedia: (el: HTMLVideoElement | null) => void;
  onSoundRefused: () => void;
  onStopped: () => void;
  onFailed: () => void;
};

/**
 * How a clip is played: a clip with one rendition (every short video of the demo) as its MP4, which
 * starts at once with no playlist to fetch first; one with several as HLS, native or through hls.js
 * (fetched only then), so it adapts to the network.
 */
function clipSource(media: PlayerMedia, el: HTMLVideoElement): SourceKind {
  if (media.renditions.length < 2) return "mp4";
  return pickSource(el, window as unknown as Record<string, unknown>);
}

/**
 * The `<video>` of one clip of the short-video feed, mounted for the current clip and its
 * neighbours only (feed-window.ts). It loops, plays inline (iOS, WeChat), rewinds when the visitor
 * moves on, falls back to a muted start where the browser refuses sound, and reports an error
 * (a missing file) for the slide to show. A chunk of its own, with hls.js behind it.
 */
export function ClipVideo(props: ClipVideoProps) {
  const { media, active, play, sound } = props;
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [source, setSource] = useState<SourceKind | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [progress, setProgress] = useState(0);
  const attached = useRef(false);
  // The clip on screen: how far it plays (the tracker) and where the app should resume.
  usePlaybackTracking(active ? props.id : null, video);
  useResumePosition(active ? props.id : null, video);
  const captions = useCaptions(video, media.captions);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let live = true;
    let hls: Hls | null = null;
    const kind = clipSource(media, el);
    setSource(kind);
    attached.current = kind !== "hls.js";
    const resume = () => {
      if (latest.current.active && latest.current.play) playWhenAllowed(el).catch(() => {});
    };
    const playFile = () => {
      setSource("mp4");
      el.src = media.url;
      attached.current = true;
      resume();
    };
    if (kind === "hls.js") {
      attachHls(el, media.hls, {
        config: { capLevelToPlayerSize: true },
        alive: () => live,
        onFatal: (h) => {
          h.destroy();
          hls = null;
          playFile();
        },
      })
        .then((h) => {
          if (!h) return;
          if (!live) return h.destroy();
          hls = h;
          attached.current = true;
          resume();
        })
        .catch(() => {
          if (live) playFile();
        });
    } else if (kind === "hls-native") el.src = media.hls;
    else el.src = media.url;
    return () => {
      live = false;
      hls?.destroy();
      el.removeAttribute("src");
      el.load();
    };
  }, [media]);

  // The current clip reports its element (progress tracking, the tap's unmute); it is cleared first.
  useEffect(() => {
    if (!active) return;
    latest.current.onMedia(video.current);
    return () => latest.current.onMedia(null);
  }, [active]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (!active) {
      el.pause();
      // Coming back to a clip starts it again, as the short-video apps do.
      if (el.currentTime > 0) el.currentTime = 0;
      return;
    }
    if (!play) return el.pause();
    // hls.js, when it is fetched, starts the clip once it is attached.
    if (!attached.current) return;
    playWhenAllowed(el).catch((error: unknown) => {
      // Interrupted by a pause or a new source, or unplayable (the error event tells): not refused.
      if ((error as Error | null)?.name !== "NotAllowedError") return;
      if (!el.muted) {
        el.muted = true;
        latest.current.onSoundRefused();
        el.play().catch(() => latest.current.onStopped());
      } else latest.current.onStopped();
    });
  }, [active, play]);

  const dataSaving = typeof navigator !== "undefined" && isDataSaving(navigator as never);
  return (
    <>
      <video
        ref={video}
        className="svclip__video"
        data-source={source ?? undefined}
        data-active={active || undefined}
        {...inlineVideoAttributes("portrait")}
        // The caption tracks (and the seek preview's index) come from the media origin: a track
        // from another origin loads only over CORS, which the media server answers for the site.
        crossOrigin="anonymous"
        loop
        muted={!sound}
        // On 2g or with data saver, a neighbour is not fetched before the visitor swipes to it.
        preload={dataSaving && !active ? "none" : "auto"}
        onPause={(e) => {
          // Paused by the system (another app's audio, a headset unplugged): the mark comes back.
          const { active: on, play: wanted } = latest.current;
          if (on && wanted && !document.hidden && !e.currentTarget.ended) latest.current.onStopped();
        }}
        onPlaying={() => setWaiting(false)}
        onWaiting={() => setWaiting(true)}
        onTimeUpdate={(e) => {
          const { currentTime, duration } = e.currentTarget;
          setProgress(duration > 0 ? currentTime / duration : 0);
        }}
        onError={() => latest.current.onFailed()}
      >
        {media.captions.map((c) => (
          <track key={c.url} kind="subtitles" src={c.url} srcLang={c.lang} label={c.label} />
        ))}
      </video>
      {active && captions.lines.length > 0 && (
        <p className="svclip__captions" lang={captions.shown ?? undefined}>
          {captions.lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </p>
      )}
      {active && waiting && <Spinner label={t("svideo.buffering")} />}
      <div
        className="svclip__progress"
        role="progressbar"
        aria-label={t("svideo.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <span style={{ transform: `scaleX(${progress})` }} />
      </div>
    </>
  );
}

/** The buffering spinner, shown only once a wait has lasted (SPINNER_DELAY_MS). */
function Spinner({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <span className="svclip__spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
