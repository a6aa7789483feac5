import type { Image } from "@davmu/contract/client";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { ViewerImage } from "../gallery/gallery-layout.ts";
import galleryViewerCss from "../gallery/gallery-viewer.css?url";
import { GalleryViewer } from "../gallery/gallery-viewer.tsx";

type Props = { images: readonly Image[]; start: number; onClose: () => void };

/**
 * A post's pictures large, over the page: a modal dialog (focus kept inside, Escape closes) holding
 * the gallery page's viewer (the same strip, counter, buttons, keys and zoom: pinch, double tap),
 * without its thumbnails and without changing the address. A chunk of its own, with the viewer's
 * texts, loaded at the first tap on a picture (docs/decisions/0065).
 */
export function CircleViewer({ images, start, onClose }: Props) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  // The viewer measures its strip as it mounts: only once the dialog is open has it a width.
  const [open, setOpen] = useState(false);
  const count = images.length;
  const pictures = useMemo<ViewerImage[]>(
    () =>
      images.map((image, n) => ({
        ...image,
        caption: "",
        alt: image.alt || t("circle.picture", { n: n + 1, count }),
      })),
    [images, count, t],
  );

  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    setOpen(true);
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    d.addEventListener("close", onClose);
    return () => d.removeEventListener("close", onClose);
  }, [onClose]);

  return (
    <dialog ref={dialog} className="circle-viewer" aria-label={t("circle.pictures", { n: count })}>
      {/* The viewer's styles come with it: React shows the dialog's content once they are in. */}
      <link rel="stylesheet" href={galleryViewerCss} precedence="gallery-viewer" />
      <button type="button" className="circle-viewer__close" onClick={() => dialog.current?.close()}>
        {t("circle.viewerClose")}
      </button>
      {open && (
        <GalleryViewer
          images={pictures}
          start={start}
          label={t("circle.pictures", { n: count })}
          followAddress={false}
          thumbnails={false}
        />
      )}
    </dialog>
  );
}
