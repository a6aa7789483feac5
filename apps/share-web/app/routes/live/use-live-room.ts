import { LIVE_STATUS, type LiveRoom, type LiveStatus, liveStatusAt } from "@davmu/contract/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useLiveStore } from "../../data/live-room.ts";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { useRootData } from "../../platform/use-root-data.ts";

/** How often a running or upcoming room asks for its state (spec §3's live-room timer). */
export const LIVE_POLL_MS = 10_000;

const phoneNow = () => Date.now() / 1000;

/**
 * A room's changing state on its page: what the service last said (polled while the room has not
 * ended, on the spec's live-room timer, which leaving the page clears; `refresh` asks at once, as
 * when the room's push stream says an editor changed its status), the status by
 * the clock, and the clock itself, ticking each second while a countdown shows. The clock is the
 * service's, as far as the phone's differs from it: each answer carries the service's time.
 */
export function useLiveRoom(initial: LiveRoom) {
  const [room, setRoom] = useState(initial);
  // Seconds the service's clock is ahead of the phone's; 0 until the first answer.
  const offset = useRef(0);
  const [now, setNow] = useState(() => initial.server_time);
  const status: LiveStatus = liveStatusAt(room.status, room.start_time, room.end_time, now);
  const setLiveRoomTimer = useLiveStore((s) => s.setLiveRoomTimer);
  const setPostId = useLiveStore((s) => s.setPostId);
  const resetLive = useLiveStore((s) => s.resetLive);
  const config = useRootData()?.config;

  // Another room (a client-side navigation): start again from its own state.
  useEffect(() => {
    setRoom(initial);
  }, [initial]);

  useEffect(() => {
    setPostId(initial.live_id);
    return () => resetLive();
  }, [initial.live_id, setPostId, resetLive]);

  // The clock: each second while the room has not started (a countdown), each ten otherwise.
  useEffect(() => {
    const tick = () => setNow(phoneNow() + offset.current);
    tick();
    const timer = setInterval(tick, status === LIVE_STATUS.notStarted ? 1000 : 10_000);
    return () => clearInterval(timer);
  }, [status]);

  // Asks the service for the room again. An answer for a room the page has left is dropped; a
  // failed one keeps what the page shows, and the next poll tries again.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = initial.live_id;
    return () => {
      shown.current = null;
    };
  }, [initial.live_id]);
  const refresh = useCallback(async () => {
    if (!config) return;
    const id = initial.live_id;
    try {
      // The client comes with the page's behaviours, after idle: none of it is in the first load.
      const { initBrowserApi } = await import("../../platform/browser-api.ts");
      const next = await initBrowserApi(config).liveRoom({ params: { id } });
      if (shown.current !== id) return;
      offset.current = next.server_time - phoneNow();
      setNow(next.server_time);
      setRoom(next);
    } catch {
      // Kept as shown.
    }
  }, [config, initial.live_id]);

  // Polling: while the room is upcoming, live or under review (an editor gives it back); once
  // after idle in any case (counts).
  const polls = status !== LIVE_STATUS.ended;
  useEffect(() => {
    if (!config) return;
    let active = true;
    void afterLoad().then(() => {
      if (!active) return;
      void refresh();
      if (polls) setLiveRoomTimer(setInterval(refresh, LIVE_POLL_MS));
    });
    return () => {
      active = false;
      // Spec §4: a timer set to 0 is cleared.
      setLiveRoomTimer(0);
    };
  }, [config, polls, refresh, setLiveRoomTimer]);

  // A room given back after review: the service withheld its stream while it was held, so the
  // page's data has none; it asks for the page's data again until it has it (docs/decisions/0075).
  const { revalidate } = useRevalidator();
  const loadedUnderReview = initial.status === LIVE_STATUS.review;
  useEffect(() => {
    if (!loadedUnderReview || status === LIVE_STATUS.review) return;
    void revalidate();
    const timer = setInterval(() => void revalidate(), LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [loadedUnderReview, status, revalidate]);

  return { room, status, now, refresh };
}
