import { Suspense, useEffect, useId, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import type { ClipView } from "./clip-view.ts";
import type { SlideMount } from "./feed-window.ts";
import { SvideoIcon } from "./svideo-icons.tsx";
import { SvideoOverlay } from "./svideo-overlay.tsx";
import type { FeedPlayback } from "./use-feed-playback.ts";

/** A clip fills the feed, 720 px wide at most: its poster's file is picked for that width. */
export const CLIP_POSTER_SIZES = "(min-width: 720px) 720px, 100vw";

const ClipVideo = lazyPart(() => import("./clip-video.tsx").then((m) => m.ClipVideo), "clip-video");

type Props = {
  clip: ClipView;
  index: number;
  active: boolean;
  mount: SlideMount;
  playback: FeedPlayback;
  onShare: (clip: ClipView) => void;
  onComments: (clip: ClipView) => void;
  onNotice: (text: string) => void;
};

/**
 * One clip of the feed, the height of the screen: its poster (the first one is the page's largest
 * paint), its `<video>` once it is the current clip or a neighbour, a play mark while it waits for a
 * tap, its error state when it cannot be played, and its overlay. A slide far from the current clip
 * is an empty box that keeps the feed's height.
 */
export function SvideoSlide({ clip, index, active, mount, playback, onShare, onComments, onNotice }: Props) {
  const { t } = useI18n();
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A clip left behind is tried afresh when the visitor comes back to it.
  useEffect(() => {
    if (mount !== "video") setFailed(false);
  }, [mount]);
  const { media, poster } = clip;
  const broken = !media || failed;
  const upright = !media || media.height >= media.width;
  const mark = !broken && (playback.mode === "idle" || (active && playback.paused));
  const state = broken ? "error" : !active ? "waiting" : playback.playing ? "playing" : "paused";
  return (
    <article
      className={`svclip${upright ? "" : " svclip--wide"}`}
      data-index={index}
      data-active={active || undefined}
      data-state={state}
      // A far slide is an empty box: its title is not there to name it.
      aria-labelledby={mount === "none" ? undefined : titleId}
    >
      {mount !== "none" && (
        <>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the picture's tap is a pointer shortcut; keys and the top bar's buttons do the same */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
          <div className="svclip__stage" onClick={playback.tap}>
            {poster && (
              <CoverImage
                className="svclip__poster"
                image={{ ...poster, alt: "" }}
                priority={index === 0}
                sizes={CLIP_POSTER_SIZES}
              />
            )}
            {mount === "video" && media && !failed && (
              <Suspense fallback={null}>
                <ClipVideo
                  key={attempt}
                  id={clip.id}
                  media={media}
                  active={active}
                  play={playback.playing}
                  sound={playback.sound}
                  onMedia={(el) => {
                    playback.media.current = el;
                  }}
                  onSoundRefused={playback.soundRefused}
                  onStopped={playback.stopped}
                  onFailed={() => setFailed(true)}
                />
              </Suspense>
            )}
          </div>
          {broken && (
            <div className="svclip__error" role={active ? "alert" : undefined}>
              <p>{t("svideo.error")}</p>
              {media && (
                <button
                  type="button"
                  className="svclip__retry"
                  onClick={() => {
                    setFailed(false);
                    setAttempt((a) => a + 1);
                  }}
                >
                  {t("svideo.retry")}
                </button>
              )}
            </div>
          )}
          {mark && (
            <button
              type="button"
              className="svclip__play"
              aria-label={t("svideo.play")}
              onClick={playback.mode === "idle" ? playback.start : playback.togglePause}
            >
              <SvideoIcon name="play" size={34} />
            </button>
          )}
          {active && !broken && playback.mode !== "idle" && !playback.sound && (
            <span className="svclip__hint" aria-hidden="true">
              <SvideoIcon name="muted" size={16} />
              {t("svideo.tapForSound")}
            </span>
          )}
          <SvideoOverlay
            clip={clip}
            titleId={titleId}
            heading={index === 0 ? "h1" : "h2"}
            onShare={onShare}
            onComments={onComments}
            onNotice={onNotice}
          />
        </>
      )}
    </article>
  );
}
