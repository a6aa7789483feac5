import { useEffect, useLayoutEffect, useRef } from "react";
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
  const busy = useRef(false);
  const version = useRef(0);
  const action = `follow:${account.id}`;

  useEffect(() => {
    if (!api || !user) return;
    let live = true;
    const asked = version.current;
    api
      .isFollowed({ params: { id: account.id } })
      .then(({ followed }) => {
        if (live && version.current === asked) setState({ ...current.current, followed });
      })
      .catch(() => {
        // Shown as not followed; a tap still works.
      });
    return () => {
      live = false;
    };
  }, [api, user, account.id, setState]);

  const set = async (followed: boolean) => {
    if (!api || busy.current) return;
    busy.current = true;
    version.current += 1;
    const before = current.current;
    if (before.followed !== followed) {
      setState({ followed, follower_count: Math.max(0, before.follower_count + (followed ? 1 : -1)) });
    }
    try {
      const answer = await api.follow({
        params: { id: account.id },
        body: { type: followed ? "follow" : "unfollow" },
      });
      setState({ followed: answer.followed, follower_count: answer.follower_count });
    } catch {
      setState(before);
    } finally {
      busy.current = false;
    }
  };

  const tap = () => {
    if (!gate(action)) return;
    void set(!current.current.followed);
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
  usePendingAction(action, () => void set(true));
  return null;
}
