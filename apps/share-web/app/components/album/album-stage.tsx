import type { Image } from "@davmu/contract/client";
import { type Ref, Suspense, useCallback, useMemo, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { browserAutoplayEnv } from "../player/autoplay-policy.ts";
import { VideoStage } from "../player/video-stage.tsx";
import type { EpisodeView } from "./episodes.ts";
import { nextUpMode } from "./next-up.ts";

type Props = {
  /** The album's id and picture, for an album without a playable episode. */
  album: { id: string; title: string; cover: Image | null };
  /** Who made it, for the lock screen. */
  artist: string;
  previous: EpisodeView | null;
  current: EpisodeView | null;
  next: EpisodeView | null;
  startRequest: "tap" | "auto" | null;
  /** The next episode, chosen by the countdown running out or by the visitor. */
  onContinue: (episode: EpisodeView) => void;
  ref?: Ref<HTMLDivElement>;
};

const loadNextUp = () => import("./album-next-up.tsx").then((m) => m.AlbumNextUp);

/** The "next" card: its code and styles come when an episode plays, before it can end. */
const AlbumNextUp = lazyPart(loadNextUp, "next-up");

type NextUp = { after: string; episode: EpisodeView; mode: "countdown" | "offer" };

/**
 * The album page's player: the playing episode on the video stage (its poster first), the "next:
 * …" card when it ends, and a line naming what plays, read out when it changes.
 */
export function AlbumStage({ album, artist, current, previous, next, startRequest, onContinue, ref }: Props) {
  const { t, contentLang } = useI18n();
  const [nextUp, setNextUp] = useState<NextUp | null>(null);
  const onEnded = useCallback(() => {
    if (current && next)
      setNextUp({ after: current.id, episode: next, mode: nextUpMode(browserAutoplayEnv()) });
  }, [current, next]);
  const onPlay = useCallback(() => {
    setNextUp(null);
    // Fetched while the episode plays, so the card shows at once when it ends.
    if (next) void loadNextUp().catch(() => {});
  }, [next]);
  // The lock screen's previous and next episode, as the list's own taps play them.
  const session = useMemo(
    () => ({
      artist,
      album: album.title,
      next: next ? () => onContinue(next) : null,
      previous: previous ? () => onContinue(previous) : null,
    }),
    [artist, album.title, next, previous, onContinue],
  );
  // The card belongs to the episode that ended: another one chosen meanwhile drops it.
  const shown = nextUp && nextUp.after === current?.id ? nextUp : null;
  return (
    <div className="album-stage" ref={ref}>
      <VideoStage
        id={current?.id ?? album.id}
        title={current?.title ?? album.title}
        media={current?.media ?? null}
        poster={current?.poster ?? album.cover}
        startRequest={startRequest}
        session={session}
        onEnded={onEnded}
        onPlay={onPlay}
        overlay={
          shown && (
            <Suspense fallback={null}>
              <AlbumNextUp
                key={shown.episode.id}
                episode={shown.episode}
                mode={shown.mode}
                onPlay={() => onContinue(shown.episode)}
                onClose={() => setNextUp(null)}
              />
            </Suspense>
          )
        }
      />
      {current && (
        <p className="album-now" aria-live="polite">
          <span className="album-now__label">{t("videoAlbum.episodeNo", { n: current.position })}</span>
          <span className="album-now__title" lang={contentLang}>
            {current.title}
          </span>
        </p>
      )}
    </div>
  );
}
