import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { chooseCaptions, useCaptionChoice } from "../player/use-captions.ts";
import { SvideoIcon } from "./svideo-icons.tsx";
import type { FeedPlayback } from "./use-feed-playback.ts";

type Props = {
  playback: FeedPlayback;
  /** Whether there is a clip before and after the current one. */
  canGoBack: boolean;
  canGoOn: boolean;
  /** False on the slide after the last clip, where nothing plays. */
  onClip: boolean;
  onStep: (step: number) => void;
  /** The current clip's caption language (its first track's); null when it has none. */
  captionLang: string | null;
};

/**
 * The feed's fixed controls over every clip: home, play and pause, sound; and the previous and next
 * buttons, shown where there is a mouse and, on phones, to the keyboard when they take focus.
 */
export function SvideoChrome({ playback, canGoBack, canGoOn, onClip, onStep, captionLang }: Props) {
  const { t, path } = useI18n();
  const choice = useCaptionChoice();
  const captionsOn = choice !== null && choice !== "off";
  const showsPause = onClip && playback.playing;
  return (
    <>
      <header className="svfeed__bar">
        <Link to={path("/")} className="svfeed__button round-button" aria-label={t("svideo.home")}>
          <SvideoIcon name="home" />
        </Link>
        <span className="svfeed__bar-gap" />
        {captionLang && (
          <button
            type="button"
            className="svfeed__button round-button"
            aria-label={t("svideo.captions")}
            aria-pressed={captionsOn}
            onClick={() => chooseCaptions(captionsOn ? null : captionLang)}
          >
            <SvideoIcon name={captionsOn ? "captionsOn" : "captions"} />
          </button>
        )}
        <button
          type="button"
          className="svfeed__button round-button"
          aria-label={showsPause ? t("svideo.pause") : t("svideo.play")}
          onClick={playback.togglePause}
        >
          <SvideoIcon name={showsPause ? "pause" : "play"} />
        </button>
        <button
          type="button"
          className="svfeed__button round-button"
          aria-label={playback.sound ? t("svideo.mute") : t("svideo.unmute")}
          onClick={playback.toggleMute}
        >
          <SvideoIcon name={playback.sound ? "sound" : "muted"} />
        </button>
      </header>
      <nav className="svfeed__steps" aria-label={t("svideo.feed")}>
        <button
          type="button"
          className="svfeed__step round-button"
          aria-label={t("svideo.previous")}
          // Not `disabled`: a disabled button drops keyboard focus at the feed's ends.
          aria-disabled={!canGoBack}
          onClick={() => onStep(-1)}
        >
          <SvideoIcon name="up" />
        </button>
        <button
          type="button"
          className="svfeed__step round-button"
          aria-label={t("svideo.next")}
          aria-disabled={!canGoOn}
          onClick={() => onStep(1)}
        >
          <SvideoIcon name="down" />
        </button>
      </nav>
    </>
  );
}
