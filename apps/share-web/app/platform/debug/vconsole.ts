import { useEffect } from "react";

let loading: Promise<unknown> | null = null;

/**
 * The vConsole debug console, for looking at a phone's console and network where no desktop
 * devtools reach (WeChat's browser). Dynamically imported: its code is a chunk of its own that
 * only a site started with DAVMU_SHOW_VCONSOLE=true ever requests.
 */
export function loadVConsole(): Promise<unknown> {
  loading ??= import("vconsole").then(({ default: VConsole }) => new VConsole());
  return loading;
}

/** Loads vConsole after hydration when the public configuration says so. */
export function useVConsole(enabled: boolean | undefined) {
  useEffect(() => {
    if (!enabled) return;
    loadVConsole().catch((error: unknown) => {
      loading = null;
      console.warn("[vconsole] could not be loaded:", error);
    });
  }, [enabled]);
}
