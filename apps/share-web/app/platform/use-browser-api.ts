import type { Api } from "./api.ts";
import { initBrowserApi } from "./browser-api.ts";
import { useRootData } from "./use-root-data.ts";

/** The browser's API client, or null during server rendering. */
export function useBrowserApi(): Api | null {
  const data = useRootData();
  if (typeof window === "undefined" || !data) return null;
  return initBrowserApi(data.config);
}
