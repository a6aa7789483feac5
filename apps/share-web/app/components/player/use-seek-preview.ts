import { type RefObject, useCallback, useEffect, useState } from "react";
import { frameAt } from "./seek-preview.ts";

/**
 * The seek preview of the video in `video`: its thumbnails index is a metadata `<track>` of the
 * element, so the browser reads the WebVTT; it is fetched at the first touch of the progress bar,
 * not before. `shown` is the time under the finger (or the pointer) and its frame, null when the
 * bar is not being scrubbed.
 */
export function useSeekPreview(video: RefObject<HTMLVideoElement | null>, index: string | null) {
  const [at, setAt] = useState<number | null>(null);
  const [, setLoaded] = useState(0);
  const track = useCallback(
    () =>
      Array.from(video.current?.textTracks ?? []).find(
        (t) => t.kind === "metadata" && t.label === "thumbnails",
      ),
    [video],
  );
  // The cues arrive once the index has loaded: the frame under the finger is drawn again then.
  useEffect(() => {
    const el = index ? video.current?.querySelector<HTMLTrackElement>('track[kind="metadata"]') : null;
    if (!el) return;
    const loaded = () => setLoaded((n) => n + 1);
    el.addEventListener("load", loaded);
    return () => el.removeEventListener("load", loaded);
  }, [video, index]);
  const scrub = useCallback(
    (seconds: number | null) => {
      const t = track();
      if (t && t.mode === "disabled") t.mode = "hidden";
      setAt(seconds);
    },
    [track],
  );
  const cues = at !== null && index ? track()?.cues : null;
  const frame =
    cues && index && at !== null ? frameAt(cues as unknown as ArrayLike<VTTCue>, at, index) : null;
  return { shown: at === null ? null : { at, frame }, scrub };
}
