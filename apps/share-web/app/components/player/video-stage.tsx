import type { Image } from "@davmu/contract/client";
import { formatDuration } from "@davmu/format";
import { Suspense, startTransition, useEffect, useId, useState } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import { Icon } from "../icons/icon.tsx";
import { browserAutoplayEnv, isDataSaving, mayAutoplay } from "./autoplay-policy.ts";
import type { MediaSessionInfo, PlayerMedia, PlayerProps } from "./player-types.ts";
import { useStartPosition } from "./use-kept-position.ts";

/** The stage spans the page (720 px at most): the poster's files are picked for that width. */
export const POSTER_SIZES = "(min-width: 720px) 720px, 100vw";

/** The player's code, with its texts (messages.*.ts): neither is in the page's first load. */
const VideoPlayer = lazyPart(
  () => withLaterTexts("player", import("./video-player.tsx")).then((m) => m.VideoPlayer),
  "player",
);

type Props = {
  id: string;
  title: string;
  media: PlayerMedia | null;
  poster: Image | null;
  /**
   * Set by a page that starts the player itself, as the play button would (`tap`: an episode the
   * visitor chose from a list). The player, once started, stays and plays whatever `media` becomes.
   */
  startRequest?: "tap" | "auto" | null;
  /** Who made it, and an album's name and steps, for the lock screen (the title is the stage's). */
  session?: Omit<MediaSessionInfo, "title">;
} & Pick<PlayerProps, "onEnded" | "onPlay" | "overlay" | "danmuByDefault">;

/**
 * The first screen of a video page: the poster (the page's largest paint) and a play button, all
 * the page's first load carries of the player. The player is a chunk of its own, fetched at the tap
 * on play, or once the page is idle where a muted start is allowed (autoplay-policy.ts).
 */
export function VideoStage({
  id,
  title,
  media,
  poster,
  startRequest,
  session,
  onEnded,
  onPlay,
  overlay,
  danmuByDefault,
}: Props) {
  const { t } = useI18n();
  const [start, setStart] = useState<"tap" | "auto" | null>(null);
  // Where playing starts when not at the beginning, said under the play button.
  const from = useStartPosition(media && !media.live ? id : null, media?.duration ?? 0);
  const hintId = useId();
  useEffect(() => {
    if (!media || !startRequest) return;
    // A page's own start (a live room on the air) keeps to the autoplay policy as the idle start
    // does: where it is not allowed, the stage waits for the tap, with its start fetched ahead.
    if (startRequest === "auto" && !mayAutoplay(browserAutoplayEnv())) return;
    setStart((s) => s ?? startRequest);
  }, [media, startRequest]);
  useEffect(() => {
    if (!media) return;
    let live = true;
    afterLoad().then(() => {
      // A transition: the player's first render yields to the visitor's taps and scrolls instead
      // of holding the main thread in one long task, and the poster stays until it is ready.
      if (!live) return;
      const env = browserAutoplayEnv();
      if (mayAutoplay(env)) startTransition(() => setStart((s) => s ?? "auto"));
      // No start of its own here, but bytes to spare: what the tap on play asks for first is
      // fetched ahead, so the first frame follows the tap (warm-start.ts).
      else if (!isDataSaving(env))
        void import("./warm-start.ts").then((m) => m.warmStart(media)).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [media]);
  const ratio = media ? `${media.width} / ${media.height}` : "16 / 9";
  return (
    <div className="video-stage" style={{ aspectRatio: ratio }}>
      {poster && (
        <CoverImage
          className="video-stage__poster"
          image={{ ...poster, alt: title }}
          priority
          sizes={POSTER_SIZES}
        />
      )}
      {media && start === null && (
        <button
          type="button"
          className="video-stage__play"
          aria-label={t("video.play")}
          aria-describedby={from ? hintId : undefined}
          onClick={() => setStart("tap")}
        >
          <Icon d="M8 5.5v13l10.5-6.5z" size={28} />
        </button>
      )}
      {media && start === null && from && (
        <p id={hintId} className="video-stage__from">
          {t(from.from === "kept" ? "video.resumeFrom" : "video.playFrom", {
            time: formatDuration(from.seconds),
          })}
        </p>
      )}
      {media && start !== null && (
        <Suspense fallback={<span className="video-stage__spinner" aria-hidden="true" />}>
          <VideoPlayer
            id={id}
            media={media}
            poster={poster}
            start={start}
            onEnded={onEnded}
            onPlay={onPlay}
            overlay={overlay}
            session={session && { title, ...session }}
            danmuByDefault={danmuByDefault}
          />
        </Suspense>
      )}
    </div>
  );
}
