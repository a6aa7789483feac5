import { type RefObject, useEffect } from "react";
import { trackReading } from "./track.ts";

/** The article's view on open, and its reads (time and depth in `body`) when the visitor leaves. */
export function useReadTracking(tid: string | null, body: RefObject<Element | null>): void {
  useEffect(() => {
    if (!tid || !body.current) return;
    return trackReading(tid, body.current);
  }, [tid, body]);
}
