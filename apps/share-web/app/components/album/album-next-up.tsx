import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import css from "./album-next-up.css?inline";
import type { EpisodeView } from "./episodes.ts";
import { NEXT_UP_SECONDS } from "./next-up.ts";

type Props = {
  episode: EpisodeView;
  /** `countdown`: the next episode starts by itself unless cancelled; `offer`: only on a tap. */
  mode: "countdown" | "offer";
  onPlay: () => void;
  onClose: () => void;
};

/**
 * The card over the picture when an episode has ended: the next episode's picture and title, a
 * short countdown to it that the visitor can cancel (or, where nothing may start by itself, a button
 * to play it), as a video app's series player does. A chunk of its own, with its styles: most
 * visits never see it (album-stage.tsx).
 */
export function AlbumNextUp({ episode, mode, onPlay, onClose }: Props) {
  const { t, contentLang } = useI18n();
  const [left, setLeft] = useState(NEXT_UP_SECONDS);
  const play = useRef(onPlay);
  play.current = onPlay;
  const counting = mode === "countdown";
  useEffect(() => {
    if (!counting) return;
    if (left <= 0) {
      play.current();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, left]);
  return (
    <section className="album-next" aria-labelledby="album-next-title" data-mode={mode}>
      <style>{css}</style>
      {counting && (
        <span
          className="album-next__bar"
          style={{ animationDuration: `${NEXT_UP_SECONDS}s` }}
          aria-hidden="true"
        />
      )}
      <div className="album-next__body">
        {episode.cover && (
          <CoverImage className="album-next__thumb" image={{ ...episode.cover, alt: "" }} sizes="112px" />
        )}
        <div className="album-next__text">
          <p className="album-next__label">
            {counting ? t("videoAlbum.nextIn", { n: left }) : t("videoAlbum.nextUp")}
          </p>
          <p id="album-next-title" className="album-next__title clamp" lang={contentLang}>
            {episode.title}
          </p>
        </div>
      </div>
      <div className="album-next__actions">
        <button type="button" className="album-next__button" onClick={onClose}>
          {counting ? t("videoAlbum.cancel") : t("videoAlbum.close")}
        </button>
        <button type="button" className="album-next__button album-next__button--play" onClick={onPlay}>
          {counting ? t("videoAlbum.playNow") : t("videoAlbum.playNext")}
        </button>
      </div>
    </section>
  );
}
