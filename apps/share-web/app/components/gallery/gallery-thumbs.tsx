import { mediaSrcSet } from "@davmu/contract/client";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { PICTURE_PARAM } from "./gallery-index.ts";
import type { ViewerImage } from "./gallery-layout.ts";
import { GALLERY_THUMB_SIZES } from "./gallery-layout.ts";

/** A 56 px thumbnail needs 168 px at most, on a 3× screen: larger files are never picked. */
const THUMB_FILE_MAX = 240;

type Props = {
  images: readonly ViewerImage[];
  index: number;
  onPick: (index: number) => void;
  reducedMotion: RefObject<boolean>;
};

/**
 * Every picture of the gallery as a row of thumbnails, the one shown marked. Each is a link to
 * its picture (`?p=3`), which works before the page's code has loaded; once it has, a tap shows
 * the picture in place.
 */
export function GalleryThumbs({ images, index, onPick, reducedMotion }: Props) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  // A thumbnail that cannot be loaded is its tile alone, not a broken-image icon.
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const failed = [...(list.current?.querySelectorAll("img") ?? [])].flatMap((img, i) =>
      img.complete && img.naturalWidth === 0 && img.currentSrc ? [i] : [],
    );
    if (failed.length) setBroken((b) => new Set([...b, ...failed]));
  }, []);
  // Keeps the marked thumbnail in sight as the pictures change, in the row only (never the page).
  useEffect(() => {
    const row = list.current;
    const thumb = row?.children[index] as HTMLElement | undefined;
    if (!row || !thumb) return;
    const left = thumb.offsetLeft - (row.clientWidth - thumb.offsetWidth) / 2;
    row.scrollTo({ left, behavior: reducedMotion.current ? "auto" : "smooth" });
  }, [index, reducedMotion]);
  // A thumbnail taking keyboard focus is brought wholly into the row, its ring with it: the
  // browser's own scrolling leaves one that is nearly in view where it is.
  const reveal = (thumb: HTMLElement) => {
    const row = list.current;
    if (!row) return;
    const gap = 16;
    const start = thumb.offsetLeft - gap;
    const end = thumb.offsetLeft + thumb.offsetWidth + gap - row.clientWidth;
    if (row.scrollLeft > start) row.scrollLeft = start;
    else if (row.scrollLeft < end) row.scrollLeft = end;
  };
  if (images.length < 2) return null;
  return (
    <ol className="gallery-thumbs" ref={list} aria-label={t("gallery.all")}>
      {images.map((image, i) => (
        <li key={image.url}>
          <a
            className="gallery-thumb"
            href={`?${PICTURE_PARAM}=${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            aria-label={t("gallery.picture", { n: i + 1, count: images.length })}
            onFocus={(event) => reveal(event.currentTarget)}
            onClick={(event) => {
              // A new tab or window is the link's to open.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              onPick(i);
            }}
          >
            {!broken.has(i) && (
              <img
                src={image.url}
                srcSet={
                  mediaSrcSet(
                    image.url,
                    image.widths?.filter((w) => w <= THUMB_FILE_MAX),
                  ) || undefined
                }
                sizes={GALLERY_THUMB_SIZES}
                width={56}
                height={56}
                alt=""
                loading="lazy"
                decoding="async"
                onError={() => setBroken((b) => new Set(b).add(i))}
              />
            )}
          </a>
        </li>
      ))}
    </ol>
  );
}
