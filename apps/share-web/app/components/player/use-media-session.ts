import { type Image, mediaWidthUrl } from "@davmu/contract/client";
import { type RefObject, useEffect } from "react";
import { SKIP_STEP } from "../audio/seek-math.ts";

type SessionInput = {
  media: RefObject<HTMLMediaElement | null>;
  title: string;
  artist: string;
  album: string | null;
  artwork: Image | null;
  playing: boolean;
  /** Goes to the next (1) or previous (-1) track; null where there is none. */
  next: (() => void) | null;
  previous: (() => void) | null;
  /** False where the page names nothing for the lock screen: the session is left alone. */
  enabled?: boolean;
};

/** The artwork at the sizes it is served at, largest last, as lock screens pick from them. */
function artworkOf(image: Image | null): MediaImage[] {
  if (!image) return [];
  const type = /\.png(\?|$)/i.test(image.url)
    ? "image/png"
    : /\.webp(\?|$)/i.test(image.url)
      ? "image/webp"
      : "image/jpeg";
  const sized = (image.widths ?? []).map((w) => ({
    src: mediaWidthUrl(image.url, w),
    sizes: `${w}x${Math.round((w * image.height) / image.width)}`,
    type,
  }));
  return [...sized, { src: image.url, sizes: `${image.width}x${image.height}`, type }];
}

/**
 * The lock screen's and the headset's controls (Media Session API, where the browser has it), for
 * audio and video alike: the title, account, album and artwork (at every size it is served at),
 * and play, pause, the skips, seeking and the previous and next track or episode handled as the
 * page's own buttons handle them.
 */
export function useMediaSession({
  media,
  title,
  artist,
  album,
  artwork,
  playing,
  next,
  previous,
  enabled = true,
}: SessionInput) {
  useEffect(() => {
    if (!enabled || !("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      album: album ?? "",
      artwork: artworkOf(artwork),
    });
  }, [title, artist, album, artwork, enabled]);

  useEffect(() => {
    if (!enabled || !("mediaSession" in navigator)) return;
    navigator.mediaSession.playbackState = playing ? "playing" : "paused";
  }, [playing, enabled]);

  useEffect(() => {
    const el = media.current;
    if (!enabled || !("mediaSession" in navigator) || !el) return;
    const session = navigator.mediaSession;
    const seekTo = (seconds: number) => {
      el.currentTime = Math.min(Math.max(0, seconds), Number.isFinite(el.duration) ? el.duration : seconds);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ["play", () => void el.play().catch(() => {})],
      ["pause", () => el.pause()],
      ["seekbackward", (d) => seekTo(el.currentTime - (d.seekOffset ?? SKIP_STEP))],
      ["seekforward", (d) => seekTo(el.currentTime + (d.seekOffset ?? SKIP_STEP))],
      ["seekto", (d) => d.seekTime !== undefined && seekTo(d.seekTime)],
      ["previoustrack", previous],
      ["nexttrack", next],
    ];
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know the action.
      }
    };
    for (const [action, handler] of handlers) set(action, handler);
    // Where the lock screen draws its progress bar: the position, the length and the speed.
    const position = () => {
      if (!session.setPositionState || !Number.isFinite(el.duration) || el.duration <= 0) return;
      try {
        session.setPositionState({
          duration: el.duration,
          playbackRate: el.playbackRate || 1,
          position: Math.min(el.currentTime, el.duration),
        });
      } catch {
        // A position the browser will not take (a length it has not read yet).
      }
    };
    const events = ["loadedmetadata", "durationchange", "ratechange", "seeked", "play", "pause"] as const;
    for (const type of events) el.addEventListener(type, position);
    position();
    return () => {
      for (const [action] of handlers) set(action, null);
      for (const type of events) el.removeEventListener(type, position);
    };
  }, [media, next, previous, enabled]);
}
