import { type ComponentType, lazy, Suspense } from "react";
import { useAfterLoad } from "./after-load/use-after-load.ts";
import { reloadForChunkError } from "./chunk-reload/reload-for-chunk-error.ts";
import { NetworkBanner } from "./network/network-banner.tsx";

const NOTHING: ComponentType = () => null;

const DeferredPlatform = lazy<ComponentType>(() =>
  import("./deferred-platform.tsx").then(
    (m) => ({ default: m.DeferredPlatform }),
    (error: unknown) => {
      // A new deployment replaced the chunk: reload (throttled); else the page goes on without it.
      if (!reloadForChunkError(error)) console.warn("[platform] could not be loaded:", error);
      return { default: NOTHING };
    },
  ),
);

/**
 * Every page's site-wide behaviours, loaded and started once the page has loaded and the browser
 * is idle, or at the visitor's first tap: none of their code or work competes with the first
 * paint and hydration (docs/decisions/0036).
 */
export function PlatformShell() {
  const started = useAfterLoad();
  return (
    <>
      {/* Not deferred: a phone that loses its network before idle could no longer fetch the banner. */}
      <NetworkBanner />
      {started && (
        <Suspense fallback={null}>
          <DeferredPlatform />
        </Suspense>
      )}
    </>
  );
}
