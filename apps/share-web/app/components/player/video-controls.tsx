import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { clock } from "./media-source.ts";
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
  levels: number[];
  level: number;
  withDanmu: boolean;
  danmuOn: boolean;
  composing: boolean;
  fullscreen: FullscreenMode;
  toggle(): void;
  toggleMute(): void;
  seekTo(seconds: number): void;
  chooseLevel(level: number): void;
  toggleDanmu(): void;
  toggleComposer(): void;
  toggleFullscreen(): void;
};

/**
 * Play and pause, the time and progress bar (or the LIVE mark), the quality choice where the HLS
 * ladder has several, the danmu switch and composer, mute and full screen.
 */
export function VideoControls({
  live,
  playing,
  muted,
  time,
  total,
  buffered,
  levels,
  level,
  withDanmu,
  danmuOn,
  composing,
  fullscreen,
  toggle,
  toggleMute,
  seekTo,
  chooseLevel,
  toggleDanmu,
  toggleComposer,
  toggleFullscreen,
}: VideoControlsProps) {
  const { t } = useI18n();
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
