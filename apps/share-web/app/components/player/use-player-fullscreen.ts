import { type RefObject, useCallback, useEffect, useState } from "react";

/** Full screen by the browser (`element`), by filling the viewport (`viewport`), or not at all. */
export type FullscreenMode = "off" | "element" | "viewport";

/**
 * The player's full screen: the browser's own where it lets the player's element go full screen,
 * else the player fills the viewport (iPhone: only a bare `<video>` can, without the danmu layer).
 */
export function usePlayerFullscreen(root: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState<FullscreenMode>("off");

  // Full screen left by the browser (Escape, the system's back gesture).
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen((f) => (f === "element" ? "off" : f));
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const el = root.current;
    if (!el) return;
    if (fullscreen === "element") {
      document.exitFullscreen?.().catch(() => {});
      setFullscreen("off");
    } else if (fullscreen === "viewport") setFullscreen("off");
    else if (document.fullscreenEnabled && el.requestFullscreen) {
      el.requestFullscreen().then(
        () => setFullscreen("element"),
        () => setFullscreen("viewport"),
      );
    } else {
      setFullscreen("viewport");
    }
  }, [fullscreen, root]);

  /** Escape leaves the viewport mode (the browser's own full screen handles its Escape itself). */
  const leaveViewport = useCallback(() => setFullscreen((f) => (f === "viewport" ? "off" : f)), []);

  return { fullscreen, toggleFullscreen, leaveViewport };
}
