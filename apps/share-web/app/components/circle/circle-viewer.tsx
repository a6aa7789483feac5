import type { Image } from "@davmu/contract/client";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";

type Props = { images: readonly Image[]; start: number; onClose: () => void };

/**
 * A post's pictures large, over the page: a modal dialog (focus kept inside, Escape closes) with a
 * strip that swipes natively between the pictures (scroll snap), a counter, and buttons. A chunk
 * of its own, loaded at the first tap on a picture (docs/decisions/0065).
 */
export function CircleViewer({ images, start, onClose }: Props) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  const count = images.length;

  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    const s = strip.current;
    if (s) s.scrollLeft = start * s.clientWidth;
  }, [start]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    d.addEventListener("close", onClose);
    return () => d.removeEventListener("close", onClose);
  }, [onClose]);

  const go = (to: number) => {
    const s = strip.current;
    const next = Math.max(0, Math.min(count - 1, to));
    s?.scrollTo({ left: next * s.clientWidth, behavior: "smooth" });
    setIndex(next);
  };

  return (
    <dialog
      ref={dialog}
      className="circle-viewer"
      aria-label={t("circle.pictures", { n: count })}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        else if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <p className="circle-viewer__count" aria-live="polite">
        {t("circle.viewerCount", { n: index + 1, count })}
      </p>
      <button type="button" className="circle-viewer__close" onClick={() => dialog.current?.close()}>
        {t("circle.viewerClose")}
      </button>
      <ul
        ref={strip}
        className="circle-viewer__strip"
        onScroll={(event) => {
          const s = event.currentTarget;
          const at = Math.round(s.scrollLeft / Math.max(1, s.clientWidth));
          if (at !== index) setIndex(Math.max(0, Math.min(count - 1, at)));
        }}
      >
        {images.map((image, n) => (
          <li key={image.url} className="circle-viewer__slide" aria-hidden={n !== index}>
            <CoverImage
              className="circle-viewer__img"
              image={{ ...image, alt: image.alt ?? t("circle.picture", { n: n + 1, count }) }}
              priority={n === start}
              sizes="100vw"
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="circle-viewer__nav">
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>
            {t("circle.viewerPrev")}
          </button>
          <button type="button" onClick={() => go(index + 1)} disabled={index === count - 1}>
            {t("circle.viewerNext")}
          </button>
        </div>
      )}
    </dialog>
  );
}
