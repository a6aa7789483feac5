import { LIVE_STATUS, type LiveRoom, type LiveStatus, liveStatusAt } from "@davmu/contract/client";
import { useEffect, useRef, useState } from "react";
import { useLiveStore } from "../../data/live-room.ts";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { useRootData } from "../../platform/use-root-data.ts";

/** How often a running or upcoming room asks for its state (spec §3's live-room timer). */
export const LIVE_POLL_MS = 10_000;

const phoneNow = () => Date.now() / 1000;

/**
 * A room's changing state on its page: what the service last said (polled while the room is
 * upcoming or live, on the spec's live-room timer, which leaving the page clears), the status by
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

  // Polling: while the room is upcoming or live; once after idle in any case (counts, review).
  const polls = status === LIVE_STATUS.notStarted || status === LIVE_STATUS.live;
  useEffect(() => {
    if (!config) return;
    let active = true;
    // The client comes with the page's behaviours, after idle: none of it is in the first load.
    const fetchRoom = () =>
      import("../../platform/browser-api.ts")
        .then(({ initBrowserApi }) => initBrowserApi(config).liveRoom({ params: { id: initial.live_id } }))
        .then((next) => {
          if (!active) return;
          offset.current = next.server_time - phoneNow();
          setNow(next.server_time);
          setRoom(next);
        })
        .catch(() => {
          // A failed poll keeps what the page shows; the next one tries again.
        });
    void afterLoad().then(() => {
      if (!active) return;
      void fetchRoom();
      if (polls) setLiveRoomTimer(setInterval(fetchRoom, LIVE_POLL_MS));
    });
    return () => {
      active = false;
      // Spec §4: a timer set to 0 is cleared.
      setLiveRoomTimer(0);
    };
  }, [config, initial.live_id, polls, setLiveRoomTimer]);

  return { room, status, now };
}
