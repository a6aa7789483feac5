import { Suspense } from "react";
import { useAfterLoad } from "./after-load/use-after-load.ts";
import { lazyPart } from "./chunk-reload/lazy-part.ts";
import { NetworkBanner } from "./network/network-banner.tsx";

const DeferredPlatform = lazyPart(
  () => import("./deferred-platform.tsx").then((m) => m.DeferredPlatform),
  "platform",
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
