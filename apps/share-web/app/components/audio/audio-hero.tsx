import { type Image, mediaWidthUrl } from "@davmu/contract/client";
import { type ReactNode, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
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
 *
 * The blurred copy comes once the page has loaded, fading in over the hero's dark ground: a blur
 * that size is drawn by the processor on phones that draw without their graphics chip, and drawn
 * in the first frames it held the cover's own paint back (the simulated LCP of the album page, a
 * median of 2.4 s with it against 1.3 s without, ten runs each).
 */
export function AudioHero({ cover, title, sub, children }: Props) {
  const { contentLang } = useI18n();
  const later = useAfterLoad();
  const [backdropLoaded, setBackdropLoaded] = useState(false);
  return (
    <section className="audio-hero">
      {cover && later && (
        <img
          className={`audio-hero__backdrop${backdropLoaded ? " audio-hero__backdrop--shown" : ""}`}
          src={cover.widths?.includes(BACKDROP_WIDTH) ? mediaWidthUrl(cover.url, BACKDROP_WIDTH) : cover.url}
          alt=""
          aria-hidden="true"
          decoding="async"
          onLoad={() => setBackdropLoaded(true)}
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
