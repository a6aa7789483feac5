import type { Image } from "@davmu/contract/client";
import { Suspense, useCallback, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { CircleImageGrid } from "./circle-image-grid.tsx";

const CircleViewer = lazyPart(
  () => withLaterTexts("gallery-viewer", import("./circle-viewer.tsx")).then((m) => m.CircleViewer),
  "circle-viewer",
);

/** A post's pictures on its own page: the grid, and a tap opens the viewer (a chunk fetched then). */
export function CirclePostPictures({ images }: { images: readonly Image[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <>
      <CircleImageGrid images={images} onOpen={setOpen} priority />
      {open !== null && (
        <Suspense fallback={null}>
          <CircleViewer images={images} start={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
