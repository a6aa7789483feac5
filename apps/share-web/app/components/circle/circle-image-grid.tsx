import type { Image } from "@davmu/contract/client";
import type { CSSProperties } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import { gridOf } from "./grid.ts";

type Props = {
  images: readonly Image[];
  /** On a post's page: a tap opens the picture large. Without it the pictures are only shown. */
  onOpen?: (index: number) => void;
  /** The post's own page: its first picture is the page's largest paint. */
  priority?: boolean;
};

/**
 * A post's pictures as the app lays them out: one at its own shape, two and four in two columns,
 * three and five to nine in three, each cell square. Every box has its size before its picture
 * loads, so nothing below it moves.
 */
export function CircleImageGrid({ images, onOpen, priority = false }: Props) {
  const { t } = useI18n();
  if (images.length === 0) return null;
  const grid = gridOf(images);
  const style =
    grid.kind === "single"
      ? ({ "--ratio": grid.ratio, "--single-width": grid.width } as CSSProperties)
      : undefined;
  return (
    <ul
      className={`circle-grid circle-grid--${grid.kind === "single" ? "single" : `cols-${grid.columns}`}`}
      style={style}
      aria-label={t("circle.pictures", { n: images.length })}
    >
      {images.map((image, n) => {
        const picture = (
          <CoverImage
            className="circle-grid__img"
            image={{ ...image, alt: image.alt ?? t("circle.picture", { n: n + 1, count: images.length }) }}
            priority={priority && n === 0}
            sizes={
              grid.kind === "single" ? "(max-width: 720px) 92vw, 660px" : "(max-width: 720px) 31vw, 220px"
            }
          />
        );
        return (
          <li key={image.url} className="circle-grid__cell">
            {onOpen ? (
              <button
                type="button"
                className="circle-grid__open"
                aria-label={t("circle.openPicture", { n: n + 1, count: images.length })}
                onClick={() => onOpen(n)}
              >
                {picture}
              </button>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}
