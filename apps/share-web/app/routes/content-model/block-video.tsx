import type { Image } from "@davmu/contract/client";
import { Suspense, useState } from "react";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { Icon } from "../../components/icons/icon.tsx";
import type { PlayerMedia } from "../../components/player/player-types.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The block spans the page (720 px at most), as the video page's stage. */
const POSTER_SIZES = "(min-width: 720px) 720px, 100vw";

/** The video page's stage and player: a chunk fetched at the tap on play, never before. */
const VideoStage = lazyPart(
  () => import("../../components/player/video-stage.tsx").then((m) => m.VideoStage),
  "player",
);

type Props = { id: string; title: string; media: PlayerMedia; poster: Image };

/**
 * A video block: its poster and a play button; the tap loads the video page's player and starts it
 * with sound. Unlike a video's own page, a block never starts by itself: it is one part of a page,
 * often below the first screen, and its bytes are the visitor's choice.
 */
export function BlockVideo({ id, title, media, poster }: Props) {
  const { t } = useI18n();
  const [asked, setAsked] = useState(false);
  const still = (
    <div className="video-stage" style={{ aspectRatio: `${media.width} / ${media.height}` }}>
      <CoverImage className="video-stage__poster" image={{ ...poster, alt: title }} sizes={POSTER_SIZES} />
      {!asked && (
        <button
          type="button"
          className="video-stage__play"
          aria-label={t("video.play")}
          onClick={() => setAsked(true)}
        >
          <Icon d="M8 5.5v13l10.5-6.5z" size={28} />
        </button>
      )}
    </div>
  );
  if (!asked) return still;
  return (
    <Suspense fallback={still}>
      <VideoStage id={id} title={title} media={media} poster={poster} startRequest="tap" />
    </Suspense>
  );
}
