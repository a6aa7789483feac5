import { useContext, useEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  isRouteErrorResponse,
  useFetchers,
  useNavigation,
} from "react-router";
import type { LoadingTracker } from "./loading-tracker.ts";

/** A navigation that ended on an error screen failed, unless the page is simply not there. */
function isFailure(errors: Record<string, unknown> | null | undefined): boolean {
  if (!errors) return false;
  return Object.values(errors).some((e) => !isRouteErrorResponse(e) || e.status >= 500);
}

/**
 * Counts a client-side navigation or fetcher as one request of the loading tracker. Its data
 * requests go through React Router, not the HTTP client. The router is read from the data router
 * context (exported as UNSAFE_ by React Router) because no public hook tells the root whether the
 * navigation that just ended produced an error, and because an error that reaches the root
 * boundary remounts the layout: only the router itself still knows then.
 */
export function useNavigationLoading(tracker: LoadingTracker) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const router = useContext(DataRouterContext)?.router;
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  useEffect(() => {
    if (!busy) return;
    tracker.start();
    // Runs when the router went idle (or the layout unmounted), when its errors are known.
    return () => tracker.end(isFailure(router?.state.errors) ? new Error("navigation failed") : undefined);
  }, [busy, tracker, router]);
}
