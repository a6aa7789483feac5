import { Suspense, useId } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import type { StartPosition } from "../player/kept-position.ts";
import { useKeptPosition, useStartPosition } from "../player/use-kept-position.ts";
import type { AudioPlayerProps } from "./audio-player.tsx";
import { clockText } from "./seek-math.ts";
import { useAudioQueueContext } from "./use-audio-queue.ts";

/** The player's controls, with their texts (audio-player.messages.*.ts): neither is in the first load. */
const AudioPlayer = lazyPart(
  () => withLaterTexts("audio-player", import("./audio-player.tsx")).then((m) => m.AudioPlayer),
  "audio-player",
);

/** Older iOS and WeChat's X5 webview on Android keep media inline only with these. */
const INLINE = { playsInline: true, "webkit-playsinline": "true", "x5-playsinline": "true" } as object;

/**
 * The audio page's player: the `<audio>` element and, until the visitor plays, only a play button
 * over a still bar with the track's length, in the place and size the player takes. Nothing plays by
 * itself. The tap plays at once (so iOS allows it) and brings the player's controls, a chunk of their
 * own.
 */
export function AudioStage(props: AudioPlayerProps) {
  const { showTitle } = props;
  const { t } = useI18n();
  const queue = useAudioQueueContext();
  const track = queue.currentTrack;
  // Where the visitor left each track, or the address's start time (docs/decisions/0108).
  const playable = track?.src ? track : null;
  useKeptPosition(playable?.id ?? null, queue.audio, playable?.duration ?? 0);
  const from = useStartPosition(playable?.id ?? null, playable?.duration ?? 0);
  const idle = (
    <AudioDeckIdle
      length={track?.duration ?? 0}
      title={showTitle && track ? { text: track.title, position: track.position } : null}
      playable={!!track?.src}
      from={from}
      loading={queue.started}
      onPlay={queue.start}
    />
  );
  return (
    <div className="audio-stage">
      <audio ref={queue.audio} className="audio-stage__media" preload="none" {...INLINE} />
      {!track?.src && <p className="audio-stage__none">{t("audio.unavailable")}</p>}
      {queue.started ? (
        <Suspense fallback={idle}>
          <AudioPlayer {...props} />
        </Suspense>
      ) : (
        idle
      )}
    </div>
  );
}

type IdleProps = {
  length: number;
  /** The track the player names, with its place in the album; null where the heading names it. */
  title: { text: string; position: number } | null;
  playable: boolean;
  /** Where playing starts when not at the beginning. */
  from: StartPosition | null;
  /** The tap was taken and the controls are on their way. */
  loading: boolean;
  onPlay: () => void;
};

/** The player before its code is there: the same rows and sizes, the play button the only control. */
function AudioDeckIdle({ length, title, playable, from, loading, onPlay }: IdleProps) {
  const { t, contentLang } = useI18n();
  const hintId = useId();
  return (
    <div className="audio-deck audio-deck--idle">
      {title !== null && (
        <p className="audio-deck__now">
          <span className="audio-deck__now-label">{t("audio.trackNo", { n: title.position })}</span>{" "}
          <span lang={contentLang}>{title.text}</span>
        </p>
      )}
      <div className="audio-deck__bar" aria-hidden="true">
        <span className="audio-deck__rail" />
      </div>
      <div className="audio-deck__times" aria-hidden="true">
        <span>{clockText(from?.seconds ?? 0)}</span>
        <span>{clockText(length)}</span>
      </div>
      <div className="audio-deck__controls">
        <button
          type="button"
          className="audio-deck__play"
          aria-label={t("audio.play")}
          aria-busy={loading || undefined}
          aria-describedby={from ? hintId : undefined}
          disabled={!playable}
          onClick={onPlay}
        >
          {loading ? (
            <span className="audio-deck__spinner" aria-hidden="true" />
          ) : (
            <Icon d="M8 5.5v13l10.5-6.5z" size={30} />
          )}
        </button>
        {from && (
          <p id={hintId} className="audio-deck__from">
            {t(from.from === "kept" ? "audio.resumeFrom" : "audio.playFrom", {
              time: clockText(from.seconds),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
