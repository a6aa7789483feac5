import { useCallback, useRef } from "react";

/** One tap's mark: shown at once, sent, then set from the service's answer or put back. */
export type MarkSend<A> = {
  show: () => void;
  send: () => Promise<A>;
  settle: (answer: A) => void;
  undo: () => void;
};

/**
 * Marks a visitor sets with a tap (a like, a collection, a follow): each shown at once, then set by
 * the service's answer, or put back as it was when the call fails. One call per mark at a time: a
 * tap on a mark whose call is on its way is ignored (a double tap never sends "on, off" out of
 * order). `stamp()` before reading the marks from the service and `changedSince(stamp)` after: a
 * read that began before a tap is older than what the tap shows, and is dropped.
 */
export function useOptimisticMarks<K>() {
  const inFlight = useRef(new Set<K>());
  const taps = useRef(0);
  const mark = useCallback(async <A>(key: K, { show, send, settle, undo }: MarkSend<A>): Promise<boolean> => {
    if (inFlight.current.has(key)) return false;
    inFlight.current.add(key);
    taps.current += 1;
    show();
    try {
      settle(await send());
      return true;
    } catch {
      undo();
      return false;
    } finally {
      inFlight.current.delete(key);
    }
  }, []);
  const stamp = useCallback(() => taps.current, []);
  const changedSince = useCallback((at: number) => taps.current !== at, []);
  return { mark, stamp, changedSince };
}
