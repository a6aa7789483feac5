import { type Image, mediaWidthUrl } from "@davmu/contract/client";
import type { ReactNode } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";

/** The cover is drawn at most 260 px wide, 62 % of a phone's width: its files are picked for that. */
export const AUDIO_COVER_SIZES = "(min-width: 420px) 260px, 62vw";

/** The smallest file of the cover: the backdrop is blurred past any detail. */
const BACKDROP_WIDTH = 120;

type Props = {
  cover: Image | null;
  /** The heading: the album's title, or the track's (the content's language). */
  title: string;
  /** A line under the title: what it is, and where it belongs. */
  sub?: ReactNode;
  /** The player. */
  children: ReactNode;
};

/**
 * The first screen of an audio page, as music apps draw theirs: the cover large on a blurred,
 * darkened copy of itself, the title under it and the player below. The cover is the page's largest
 * paint and loads first.
 */
export function AudioHero({ cover, title, sub, children }: Props) {
  const { contentLang } = useI18n();
  return (
    <section className="audio-hero">
      {cover && (
        <img
          className="audio-hero__backdrop"
          src={cover.widths?.includes(BACKDROP_WIDTH) ? mediaWidthUrl(cover.url, BACKDROP_WIDTH) : cover.url}
          alt=""
          aria-hidden="true"
          decoding="async"
        />
      )}
      <div className="audio-hero__inner">
        {cover ? (
          <CoverImage
            className="audio-hero__cover"
            image={{ ...cover, alt: "" }}
            priority
            sizes={AUDIO_COVER_SIZES}
          />
        ) : (
          <span className="audio-hero__cover audio-hero__cover--none" aria-hidden="true" />
        )}
        <h1 className="audio-hero__title" lang={contentLang}>
          {title}
        </h1>
        {sub && <p className="audio-hero__sub">{sub}</p>}
        {children}
      </div>
    </section>
  );
}
