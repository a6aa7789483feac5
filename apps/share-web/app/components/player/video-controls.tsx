import type { RefObject } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import { clock } from "./media-source.ts";
import type { SpriteFrame } from "./seek-preview.ts";
import type { FullscreenMode } from "./use-player-fullscreen.ts";

/** The control bar of the video player (video-player.tsx): what it shows and what each control does. */
export type VideoControlsProps = {
  live: boolean;
  playing: boolean;
  muted: boolean;
  time: number;
  /** The length to draw the bar against: the element's, else the item's. */
  total: number;
  buffered: number;
  /** The settings button's panel (player-settings.tsx); null when nothing there applies. */
  settings: { id: string; open: boolean; toggle(): void; button: RefObject<HTMLButtonElement | null> } | null;
  /** The time under the finger on the progress bar, and its frame; null when not scrubbing. */
  preview: { at: number; frame: SpriteFrame | null } | null;
  scrub(seconds: number | null): void;
  withDanmu: boolean;
  danmuOn: boolean;
  composing: boolean;
  fullscreen: FullscreenMode;
  toggle(): void;
  toggleMute(): void;
  seekTo(seconds: number): void;
  toggleDanmu(): void;
  toggleComposer(): void;
  toggleFullscreen(): void;
};

/**
 * Play and pause, the time and progress bar with its seek preview (or the LIVE mark), the danmu
 * switch and composer, the settings (speed, quality, captions, picture in picture), mute and full
 * screen.
 */
export function VideoControls({
  live,
  playing,
  muted,
  time,
  total,
  buffered,
  settings,
  preview,
  scrub,
  withDanmu,
  danmuOn,
  composing,
  fullscreen,
  toggle,
  toggleMute,
  seekTo,
  toggleDanmu,
  toggleComposer,
  toggleFullscreen,
}: VideoControlsProps) {
  const { t } = useI18n();
  // The time under a finger or pointer on the bar, from where it is along the bar.
  const scrubAt = (e: React.PointerEvent<HTMLInputElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width > 0) scrub(Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)) * total);
  };
  return (
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
      {live ? (
        <span className="player__live">
          <span className="player__live-dot" aria-hidden="true" />
          {t("video.live")}
        </span>
      ) : (
        <div className="player__timeline">
          <span className="player__time" aria-hidden="true">
            {clock(time)}
          </span>
          <div className="player__progress">
            {preview && total > 0 && (
              <div
                className="player__preview"
                style={{ left: `${(preview.at / total) * 100}%` }}
                aria-hidden="true"
              >
                {preview.frame && (
                  <span
                    className="player__preview-frame"
                    style={{
                      width: preview.frame.w,
                      height: preview.frame.h,
                      backgroundImage: `url("${preview.frame.url}")`,
                      backgroundPosition: `-${preview.frame.x}px -${preview.frame.y}px`,
                    }}
                  />
                )}
                <span className="player__preview-time">{clock(preview.at)}</span>
              </div>
            )}
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
              onPointerDown={scrubAt}
              onPointerMove={(e) => {
                // A mouse shows the preview as it hovers; a finger while it drags.
                if (e.pointerType === "mouse" || e.buttons > 0) scrubAt(e);
              }}
              onPointerUp={() => scrub(null)}
              onPointerCancel={() => scrub(null)}
              onPointerLeave={() => scrub(null)}
              style={{ ["--played" as string]: `${total ? (time / total) * 100 : 0}%` }}
            />
          </div>
          <span className="player__time" aria-hidden="true">
            {clock(total)}
          </span>
        </div>
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
            onClick={toggleComposer}
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
      {settings && (
        <button
          ref={settings.button}
          type="button"
          className="player__button"
          aria-label={t("video.settingsOpen")}
          aria-expanded={settings.open}
          aria-controls={settings.open ? settings.id : undefined}
          onClick={settings.toggle}
        >
          <Icon
            d="M12 8.5a3.5 3.5 0 100 7 3.5 3.5 0 000-7zM19.4 13a7.6 7.6 0 000-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 00-1.7-1L15 3.5h-4L10.6 6a7.4 7.4 0 00-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 000 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 001.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 001.7-1l2.4 1 2-3.4z"
            size={22}
            line={1.8}
          />
        </button>
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
  );
}
