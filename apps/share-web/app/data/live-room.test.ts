import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INITIAL_LIVE_STATE, useLiveStore } from "./live-room.ts";

describe("live store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLiveStore.getState().resetLive();
  });
  afterEach(() => vi.useRealTimers());

  it("starts with the defaults of spec §3", () => {
    const { activeFight, post_id, bookedList, isCollect, commentTimer, liveRoomTimer } =
      useLiveStore.getState();
    expect({ activeFight, post_id, bookedList, isCollect, commentTimer, liveRoomTimer }).toEqual(
      INITIAL_LIVE_STATE,
    );
  });

  it.each([
    ["comment", "setCommentTimer", "commentTimer"],
    ["live-room", "setLiveRoomTimer", "liveRoomTimer"],
  ] as const)("setting the %s timer to 0 stops its polling", (_name, setter, key) => {
    const poll = vi.fn();
    useLiveStore.getState()[setter](setInterval(poll, 1000));
    vi.advanceTimersByTime(3000);
    expect(poll).toHaveBeenCalledTimes(3);

    useLiveStore.getState()[setter](0);
    vi.advanceTimersByTime(5000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(useLiveStore.getState()[key]).toBe(0);
  });

  it("replacing a poller stops the one before, so two never run at once", () => {
    const first = vi.fn();
    const second = vi.fn();
    useLiveStore.getState().setCommentTimer(setInterval(first, 1000));
    useLiveStore.getState().setCommentTimer(setInterval(second, 1000));
    vi.advanceTimersByTime(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("leaving the room stops both pollers and restores the defaults", () => {
    const poll = vi.fn();
    const store = useLiveStore.getState();
    store.setCommentTimer(setInterval(poll, 1000));
    store.setLiveRoomTimer(setInterval(poll, 1000));
    store.setPostId("abc12345");
    store.setBookedList(["x"]);
    store.setIsCollect(true);
    store.setActiveFight(2);
    useLiveStore.getState().resetLive();
    vi.advanceTimersByTime(5000);
    expect(poll).not.toHaveBeenCalled();
    expect(useLiveStore.getState()).toMatchObject(INITIAL_LIVE_STATE);
  });
});
