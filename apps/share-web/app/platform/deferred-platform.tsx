import { useChunkErrorReload } from "./chunk-reload/use-chunk-reload.ts";
import { useVConsole } from "./debug/vconsole.ts";
import { LoadingBar } from "./loading/loading-bar.tsx";
import { LinkPrefetcher } from "./prefetch/link-prefetcher.tsx";
import { useServiceWorker } from "./service-worker/register.ts";
import { useThemeSync } from "./theme/use-theme-sync.ts";
import { useTracker } from "./tracker/use-tracker.ts";
import { usePlatformRedirects } from "./use-platform-redirects.ts";
import { useRootData } from "./use-root-data.ts";
import { useStartup } from "./use-startup.ts";
import { useWechatShare } from "./wechat/use-wechat-share.ts";

/**
 * The site-wide behaviours of every page: session start-up, appearance and theme colour sync, the
 * locale and desktop redirects, tracker, WeChat share card, loading bar, link
 * prefetching, chunk-error reload, service worker and (by configuration) vConsole. A chunk of its
 * own, mounted by PlatformShell once the page has loaded and the browser is idle.
 */
export function DeferredPlatform() {
  const data = useRootData();
  useChunkErrorReload();
  useServiceWorker();
  useVConsole(data?.config.showVConsole);
  useThemeSync();
  useStartup();
  useTracker();
  usePlatformRedirects();
  useWechatShare();
  return (
    <>
      <LoadingBar />
      <LinkPrefetcher />
    </>
  );
}
