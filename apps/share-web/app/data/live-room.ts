import { create } from "zustand";

/** A running interval's handle, or 0 when none runs (browser handles are numbers). */
export type TimerHandle = ReturnType<typeof setInterval> | number;

/** The other live state of spec §3: one live room's session in the browser. */
export type LiveState = {
  activeFight: number;
  post_id: string;
  bookedList: string[];
  isCollect: boolean;
  /** The comment polling interval. */
  commentTimer: TimerHandle;
  /** The live-room polling interval. */
  liveRoomTimer: TimerHandle;
};

export const INITIAL_LIVE_STATE: LiveState = {
  activeFight: 0,
  post_id: "",
  bookedList: [],
  isCollect: false,
  commentTimer: 0,
  liveRoomTimer: 0,
};

type LiveActions = {
  setActiveFight: (value: number) => void;
  setPostId: (value: string) => void;
  setBookedList: (value: string[]) => void;
  setIsCollect: (value: boolean) => void;
  /** Stores a new comment poller; the one running before is cleared, and 0 just clears it. */
  setCommentTimer: (timer: TimerHandle) => void;
  /** Stores a new live-room poller; the one running before is cleared, and 0 just clears it. */
  setLiveRoomTimer: (timer: TimerHandle) => void;
  /** Leaves the room: both pollers stop and the state returns to its defaults. */
  resetLive: () => void;
};

function replaceTimer(previous: TimerHandle, next: TimerHandle): TimerHandle {
  // Spec §4: setting a timer to 0 clears it. Replacing one clears the old too, so a poller can
  // never be orphaned and keep calling the service after the page stopped listening.
  if (previous !== 0 && previous !== next) clearInterval(previous);
  return next;
}

export const useLiveStore = create<LiveState & LiveActions>((set, get) => ({
  ...INITIAL_LIVE_STATE,
  setActiveFight: (activeFight) => set({ activeFight }),
  setPostId: (post_id) => set({ post_id }),
  setBookedList: (bookedList) => set({ bookedList }),
  setIsCollect: (isCollect) => set({ isCollect }),
  setCommentTimer: (timer) => set({ commentTimer: replaceTimer(get().commentTimer, timer) }),
  setLiveRoomTimer: (timer) => set({ liveRoomTimer: replaceTimer(get().liveRoomTimer, timer) }),
  resetLive: () => {
    replaceTimer(get().commentTimer, 0);
    replaceTimer(get().liveRoomTimer, 0);
    set({ ...INITIAL_LIVE_STATE, bookedList: [] });
  },
}));
