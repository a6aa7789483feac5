import { useChunkErrorReload } from "./chunk-reload/use-chunk-reload.ts";
import { useVConsole } from "./debug/vconsole.ts";
import { LoadingBar } from "./loading/loading-bar.tsx";
import { OnePerTask } from "./one-per-task.tsx";
import { LinkPrefetcher } from "./prefetch/link-prefetcher.tsx";
import { useServiceWorker } from "./service-worker/register.ts";
import { useThemeSync } from "./theme/use-theme-sync.ts";
import { useTracker } from "./tracker/use-tracker.ts";
import { usePlatformRedirects } from "./use-platform-redirects.ts";
import { useRootData } from "./use-root-data.ts";
import { useStartup } from "./use-startup.ts";
import { useWechatShare } from "./wechat/use-wechat-share.ts";

/** vConsole, when the site's configuration shows it. */
function useConfiguredVConsole() {
  useVConsole(useRootData()?.config.showVConsole);
}

/**
 * Started in this order, each in a task of its own (OnePerTask): together their start-up was one
 * task long enough to count as blocking time after a page had loaded.
 */
const BEHAVIOURS = [
  useChunkErrorReload,
  useServiceWorker,
  useConfiguredVConsole,
  useThemeSync,
  useStartup,
  useTracker,
  usePlatformRedirects,
  useWechatShare,
];

/**
 * The site-wide behaviours of every page: session start-up, appearance and theme colour sync, the
 * locale and desktop redirects, tracker, WeChat share card, loading bar, link
 * prefetching, chunk-error reload, service worker and (by configuration) vConsole. A chunk of its
 * own, mounted by PlatformShell once the page has loaded and the browser is idle.
 */
export function DeferredPlatform() {
  return (
    <>
      <OnePerTask behaviours={BEHAVIOURS} />
      <LoadingBar />
      <LinkPrefetcher />
    </>
  );
}
