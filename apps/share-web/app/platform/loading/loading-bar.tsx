import { useSyncExternalStore } from "react";
import { useI18n } from "../i18n/use-i18n.ts";
import css from "./loading-bar.css?inline";
import { loadingTracker } from "./loading-tracker.ts";
import { useNavigationLoading } from "./use-navigation-loading.ts";

const SERVER_SNAPSHOT = { count: 0, phase: "hidden" } as const;

/**
 * The top loading bar: browser calls of the HTTP client and client-side navigations move it.
 * Fixed over the page, so showing it never shifts the layout.
 */
export function LoadingBar() {
  const { t } = useI18n();
  useNavigationLoading(loadingTracker);
  const { phase } = useSyncExternalStore(
    loadingTracker.subscribe,
    loadingTracker.getSnapshot,
    () => SERVER_SNAPSHOT,
  );
  return (
    <>
      {/* Its styles come with it: the bar is started after idle, so no page's HTML carries them. */}
      <style>{css}</style>
      <div
        className="loading-bar"
        data-phase={phase}
        role="progressbar"
        aria-label={phase === "failed" ? t("platform.loading.failed") : t("platform.loading")}
        hidden={phase === "hidden"}
        // The essentials inline: the bar must show even while the page's stylesheet is not there.
        style={{
          position: "fixed",
          top: 0,
          left: 0,
          right: 0,
          height: 2,
          zIndex: 1000,
          pointerEvents: "none",
          background: phase === "failed" ? "#e5372b" : "var(--theme, #FF4A26)",
        }}
      />
    </>
  );
}
