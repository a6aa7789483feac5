import { useEffect } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../use-root-data.ts";
import { withTracker } from "./track.ts";

/** Starts the tracker after hydration and marks each new page view (for once-per-view exposures). */
export function useTracker(): void {
  const config = useRootData()?.config;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (config) withTracker((m) => void m.start(config));
  }, [config]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new page view
  useEffect(() => {
    withTracker((m) => void m.newPageView());
  }, [pathname, search]);
}
