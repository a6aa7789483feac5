import { type RefObject, useEffect } from "react";
import { trackPlayback } from "./track.ts";

/** Reports how far the media element in `media` plays item `tid`, for as long as both are set. */
export function usePlaybackTracking(tid: string | null, media: RefObject<HTMLMediaElement | null>): void {
  useEffect(() => {
    const el = media.current;
    if (!tid || !el) return;
    return trackPlayback(tid, el);
  }, [tid, media]);
}
