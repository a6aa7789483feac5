import { type RefObject, useEffect, useState } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import type { StartPosition } from "./kept-position.ts";

/** The code that keeps positions: not in a page's first load, it comes once the page is idle. */
const keptPosition = () => afterLoad().then(() => import("./kept-position.ts"));

/**
 * Where item `id` (`duration` seconds long) will start when played (`startPositionOf`), read once
 * the page is idle (the server renders no position): for the hint on a stage before play. Null
 * for no item (a live room, nothing playable) and until it is read.
 */
export function useStartPosition(id: string | null, duration: number): StartPosition | null {
  const [start, setStart] = useState<StartPosition | null>(null);
  useEffect(() => {
    setStart(null);
    if (!id) return;
    let live = true;
    void keptPosition().then((m) => {
      if (live) setStart(m.startPositionOf(id, duration));
    });
    return () => {
      live = false;
    };
  }, [id, duration]);
  return start;
}

/**
 * Keeps the visitor's place in item `id` playing in `media`, and starts it where they left it or
 * where the address says (`keepPosition`, docs/decisions/0108), from when the page is idle (a tap
 * on play comes first: it starts there once its file has loaded). Null `id`: nothing is kept (a
 * live room).
 */
export function useKeptPosition(
  id: string | null,
  media: RefObject<HTMLMediaElement | null>,
  duration: number,
): void {
  useEffect(() => {
    const el = media.current;
    if (!id || !el) return;
    let stop: (() => void) | null = null;
    let live = true;
    void keptPosition().then((m) => {
      if (live) stop = m.keepPosition(id, el, duration);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [id, media, duration]);
}
