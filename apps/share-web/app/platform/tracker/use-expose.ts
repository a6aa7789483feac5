import { type RefObject, useEffect } from "react";
import { observeExpose } from "./track.ts";

/** Reports the item as exposed once it has really been seen in this page view. */
export function useExpose(ref: RefObject<Element | null>, tid: string): void {
  useEffect(() => {
    if (!ref.current) return;
    return observeExpose(ref.current, tid);
  }, [ref, tid]);
}
