import { useContext, useEffect, useRef } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
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
 * requests go through React Router, not the HTTP client. The router state is read from the data
 * router context (exported as UNSAFE_ by React Router) because no public hook tells the root
 * whether the navigation that just ended produced an error.
 */
export function useNavigationLoading(tracker: LoadingTracker) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const errors = useContext(DataRouterStateContext)?.errors;
  const failed = useRef(false);
  failed.current = isFailure(errors);
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  useEffect(() => {
    if (!busy) return;
    tracker.start();
    // Runs on the render where the router went idle, when its errors are already known.
    return () => tracker.end(failed.current ? new Error("navigation failed") : undefined);
  }, [busy, tracker]);
}
