import { type RefObject, useEffect } from "react";
import { observeExpose } from "./track.ts";

/**
 * Reports the item as exposed once it has really been seen in this page view; `null` for what the
 * tracker does not count (a section's card: its id is not a content item's).
 */
export function useExpose(ref: RefObject<Element | null>, tid: string | null): void {
  useEffect(() => {
    if (!ref.current || tid === null) return;
    return observeExpose(ref.current, tid);
  }, [ref, tid]);
}
