import { useLayoutEffect, useRef } from "react";
import { useOptimisticMarks } from "../../platform/data/use-optimistic-marks.ts";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import type { FollowState, FollowTaps } from "./follow-state.ts";

type Props = {
  account: { id: string; follower_count: number };
  taps: FollowTaps;
  state: FollowState;
  setState: (next: FollowState) => void;
};

/**
 * What a follow button does (a chunk of its own): whether the logged-in visitor follows the account
 * (`is_followed`), the login gate, and each tap shown at once, then set by the service's answer or
 * rolled back.
 */
export function FollowController({ account, taps, state, setState }: Props) {
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const current = useRef(state);
  current.current = state;
  const marks = useOptimisticMarks<"follow">();
  const action = `follow:${account.id}`;

  useServiceEffect(
    (api, alive) => {
      if (!user) return;
      const asked = marks.stamp();
      api
        .isFollowed({ params: { id: account.id } })
        .then(({ followed }) => {
          if (alive() && !marks.changedSince(asked)) setState({ ...current.current, followed });
        })
        .catch(() => {
          // Shown as not followed; a tap still works.
        });
    },
    [user, account.id, setState],
  );

  const set = (followed: boolean) => {
    if (!api) return;
    const before = current.current;
    void marks.mark("follow", {
      show: () => {
        if (before.followed !== followed)
          setState({ followed, follower_count: Math.max(0, before.follower_count + (followed ? 1 : -1)) });
      },
      send: () =>
        api.follow({ params: { id: account.id }, body: { type: followed ? "follow" : "unfollow" } }),
      settle: (answer) => setState({ followed: answer.followed, follower_count: answer.follower_count }),
      undo: () => setState(before),
    });
  };

  const tap = () => {
    if (!gate(action)) return;
    set(!current.current.followed);
  };
  const tapNow = useRef(tap);
  tapNow.current = tap;

  // Taps come here once this is on the page (see social-controller.tsx); one made while the chunk
  // was on its way is done then.
  useLayoutEffect(() => {
    taps.controller = { tap: () => tapNow.current() };
    if (taps.pending) {
      taps.pending = false;
      tapNow.current();
    }
    return () => {
      taps.controller = null;
    };
  }, [taps]);

  // Back from /auth: the follow the visitor asked for is done (set, not toggled).
  usePendingAction(action, () => set(true));
  return null;
}
