import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserStorage } from "../browser-storage.ts";
import { useI18n } from "../i18n/use-i18n.ts";
import { type UserInfo, useGlobalStore } from "../store.ts";
import { authPath, peekAction, rememberAction, takeAction } from "./session.ts";

/**
 * The logged-in user, or null. Always null in the server's rendering and in the first browser
 * render (the session is restored after hydration), so the HTML is the same for everyone.
 */
export function useSession(): UserInfo | null {
  return useGlobalStore((s) => s.userInfo);
}

/**
 * A gate for actions that need login (spec §6): `gate("like")` is true when the visitor is logged
 * in; otherwise it remembers the action for this page, sends the visitor to /auth and is false.
 * After login /auth brings them back here, where {@link usePendingAction} does the action.
 */
export function useLoginGate(): (action: string, payload?: Record<string, string>) => boolean {
  const user = useSession();
  const navigate = useNavigate();
  const { path } = useI18n();
  return useCallback(
    (action, payload) => {
      if (user) return true;
      // The address as the visitor sees it: a page may keep it on what is in view without the
      // router (the short-video feed, on the clip shown), and that is where they come back to.
      const here = `${window.location.pathname.slice(import.meta.env.BASE_URL.length - 1)}${window.location.search}`;
      rememberAction(browserStorage("session"), { path: here, action, payload });
      navigate(path(authPath(here)));
      return false;
    },
    [user, navigate, path],
  );
}

/**
 * Does the action a visitor asked for before logging in, once, when they are back on the page
 * logged in. `run` gets the payload given to the gate.
 */
export function usePendingAction(action: string, run: (payload: Record<string, string>) => void): void {
  const user = useSession();
  const location = useLocation();
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!user) return;
    const payload = takeAction(browserStorage("session"), `${location.pathname}${location.search}`, action);
    if (payload) runRef.current(payload);
  }, [user, action, location.pathname, location.search]);
}

/**
 * Calls `open` once when the visitor is back on this page logged in and one of `actions` waits for
 * it, without taking it: for a part that must first be shown (a sheet) so that its own
 * {@link usePendingAction} does the action.
 */
export function useWaitingAction(actions: readonly string[], open: () => void): void {
  const user = useSession();
  const location = useLocation();
  const openRef = useRef(open);
  openRef.current = open;
  const key = actions.join(" ");
  useEffect(() => {
    if (!user) return;
    if (peekAction(browserStorage("session"), `${location.pathname}${location.search}`, key.split(" ")))
      openRef.current();
  }, [user, key, location.pathname, location.search]);
}
