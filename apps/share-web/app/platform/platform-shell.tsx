import { Suspense } from "react";
import { useAfterLoad } from "./after-load/use-after-load.ts";
import { lazyPart } from "./chunk-reload/lazy-part.ts";
import { useEarlyTapReplay } from "./hydration/early-tap.ts";
import { NetworkBanner } from "./network/network-banner.tsx";

const DeferredPlatform = lazyPart(
  () => import("./deferred-platform.tsx").then((m) => m.DeferredPlatform),
  "platform",
);

/**
 * Every page's site-wide behaviours, loaded and started once the page has loaded and the browser
 * is idle, or at the visitor's first tap: none of their code or work competes with the first
 * paint and hydration (docs/decisions/0036). A tap made before hydration is given again after it.
 */
export function PlatformShell() {
  const started = useAfterLoad();
  // A button tapped while the page was still only HTML gets its tap once the page has hydrated.
  useEarlyTapReplay();
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
