import { useChunkErrorReload } from "./chunk-reload/use-chunk-reload.ts";
import { useVConsole } from "./debug/vconsole.ts";
import { LoadingBar } from "./loading/loading-bar.tsx";
import { NetworkBanner } from "./network/network-banner.tsx";
import { LinkPrefetcher } from "./prefetch/link-prefetcher.tsx";
import { useServiceWorker } from "./service-worker/register.ts";
import { useRootData } from "./use-root-data.ts";

/**
 * The site-wide behaviours of every page: loading bar, network banner, link prefetching,
 * chunk-error reload, service worker and (by configuration) the vConsole debug console.
 */
export function PlatformShell() {
  const data = useRootData();
  useChunkErrorReload();
  useServiceWorker();
  useVConsole(data?.config.showVConsole);
  return (
    <>
      <LoadingBar />
      <NetworkBanner />
      <LinkPrefetcher />
    </>
  );
}
