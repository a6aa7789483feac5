import { type RefObject, useEffect } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";

/**
 * Brings a reader back to where they stopped reading article `id`, and keeps their place as they
 * read (`keepReadingPlace`, docs/decisions/0109): from when the page is idle, its code a chunk that
 * comes then. Null `id`: nothing is kept (a preview).
 */
export function useReadingPlace(id: string | null, body: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!id) return;
    let stop: (() => void) | null = null;
    let live = true;
    void afterLoad()
      .then(() => import("./reading-place.ts"))
      .then((m) => {
        if (live) stop = m.keepReadingPlace(id, () => body.current);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [id, body]);
}
