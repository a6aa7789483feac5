import { mediaSrcSet } from "@davmu/contract/client";
import type { CSSProperties } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import type { ViewerImage } from "./gallery-layout.ts";
import { GALLERY_IMAGE_SIZES } from "./gallery-layout.ts";

type Props = {
  image: ViewerImage;
  /** 0-based. */
  index: number;
  count: number;
  /** How it loads: the picture the page opens on at once, its neighbours next, the rest as they near. */
  load: "first" | "near" | "later";
  failed: boolean;
  onError: (index: number) => void;
};

/**
 * One picture of the strip with its caption. The frame is the same size for every picture, so
 * nothing moves as pictures load; a picture is drawn whole at its own aspect inside it. A picture
 * that cannot be loaded leaves a placeholder of its shape, its caption still under it.
 */
export function GallerySlide({ image, index, count, load, failed, onError }: Props) {
  const { t, contentLang } = useI18n();
  const label = t("gallery.picture", { n: index + 1, count });
  return (
    <li className="gallery-slide">
      <figure className="gallery-figure" aria-label={label}>
        <div className="gallery-frame">
          {failed ? (
            <div
              className="gallery-missing"
              role="img"
              aria-label={t("gallery.failed")}
              // Its shape is the picture's, drawn as large as the picture would be (gallery-viewer.css).
              style={{ "--aspect": (image.width / image.height).toFixed(4) } as CSSProperties}
            >
              <Icon
                d="M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5a1.5 1.5 0 1 0 0-.01M3 3l18 18"
                size={36}
                line={1.5}
              />
              <span>{t("gallery.failed")}</span>
            </div>
          ) : (
            <img
              src={image.url}
              srcSet={mediaSrcSet(image.url, image.widths, image.width) || undefined}
              sizes={GALLERY_IMAGE_SIZES}
              width={image.width}
              height={image.height}
              // The caption under the picture says what it shows; a picture without one has its alt text.
              alt={image.caption ? "" : (image.alt ?? "")}
              loading={load === "later" ? "lazy" : "eager"}
              decoding={load === "first" ? "sync" : "async"}
              fetchPriority={load === "first" ? "high" : load === "near" ? "low" : "auto"}
              draggable={false}
              onError={() => onError(index)}
            />
          )}
        </div>
        {image.caption && (
          <figcaption className="gallery-caption" lang={contentLang}>
            {image.caption}
          </figcaption>
        )}
      </figure>
    </li>
  );
}
