import { FETCH_MIN_DELAY_MS } from "@davmu/contract/client";
import { useEffect, useRef, useState } from "react";

/**
 * How long a loading state that turned off at `now` must still be shown: once visible it stays
 * at least `minMs` (spec §9 fetch minimum delay), so a skeleton never flashes for a few frames.
 */
export function remainingVisibleMs(shownAt: number | null, now: number, minMs = FETCH_MIN_DELAY_MS): number {
  if (shownAt === null) return 0;
  return Math.max(0, shownAt + minMs - now);
}

/** `active`, held true for at least the minimum delay after it turned on. */
export function useMinimumDuration(active: boolean, minMs = FETCH_MIN_DELAY_MS): boolean {
  const [shown, setShown] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);
  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setShown(true);
      return;
    }
    const wait = remainingVisibleMs(shownAt.current, Date.now(), minMs);
    const timer = setTimeout(() => {
      shownAt.current = null;
      setShown(false);
    }, wait);
    return () => clearTimeout(timer);
  }, [active, minMs]);
  return shown;
}
