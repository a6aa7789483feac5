import { useGlobalStore } from "../store.ts";

/** The token the visitor's calls carry: the logged-in session's, else the anonymous one. */
export function visitorToken(): string {
  const state = useGlobalStore.getState();
  return state.userInfo?.token || state.token || state.ANONYMOUS_TOKEN;
}

/**
 * Resolves once the visitor has a token, or once the start-up call that fetches it would have given
 * up (`waitMs`, the browser client's timeout). A view sent before the token would be counted by the
 * address alone, as one with every other visitor behind it (a carrier's NAT, an office).
 */
export function tokenSettled(waitMs: number): Promise<void> {
  if (visitorToken()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = useGlobalStore.subscribe(() => {
      if (visitorToken()) done();
    });
    const timer = setTimeout(done, waitMs);
  });
}
