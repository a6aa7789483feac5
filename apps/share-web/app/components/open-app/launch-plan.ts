import type { OpenAppConfig } from "../../platform/config.server.ts";
import { isIos, isWechat, supportsOpenTags } from "../../platform/wechat/wechat-env.ts";

/** What the app should open: a path of its own with the content's type and id (store: call_app_option). */
export type LaunchTarget = { path: string; params?: Record<string, string> };

/**
 * One way of reaching the app, in the order they are tried:
 * - `open-tag`: inside WeChat, WeChat's own wx-open-launch-app tag, which the visitor taps directly;
 * - `universal`: an https link the system hands to the app when installed (iOS universal link,
 *   Android app link), else the link's own page opens: nothing is left to try after it;
 * - `intent`: Chrome on Android opens the app, or itself goes to the fallback: also final;
 * - `scheme`: the app's URL scheme; the page then waits to see whether it was left;
 * - `browser-guide`: inside WeChat nothing on the page can open an app: a guide shows the visitor
 *   WeChat's own way out, its menu's "open in browser", where the button works;
 * - `download`: the download page, after asking the visitor.
 */
export type LaunchStep = "open-tag" | "universal" | "intent" | "scheme" | "browser-guide" | "download";

/** In-app browsers that block both schemes and universal links: only the download page works. */
const BLOCKING_IN_APP = /\bWeibo\b|\bQQ\/[\d.]+|Qzone\//i;

/** Chrome itself on Android (not a WebView or another browser built on it): it understands intents. */
function isAndroidChrome(userAgent: string): boolean {
  return (
    /Android/i.test(userAgent) &&
    /Chrome\/[\d.]+ Mobile/i.test(userAgent) &&
    !/; wv\)|Version\//.test(userAgent)
  );
}

/**
 * The launcher's decision order (docs/decisions/0015, 0031): WeChat's open tag inside WeChat, else
 * the guide to WeChat's "open in browser"; elsewhere
 * the universal link, then the scheme or Android intent, then the download page.
 */
export function planLaunch(userAgent: string, config: OpenAppConfig, openTagReady: boolean): LaunchStep[] {
  if (isWechat(userAgent)) {
    // WeChat blocks schemes and (mostly) universal links; its open tag is the way in. A tap that
    // reaches the page instead means no tag was drawn: nothing was tried, so nothing failed.
    const tag = openTagReady && config.wechatOpenAppId && supportsOpenTags(userAgent);
    return tag ? ["open-tag", "browser-guide"] : ["browser-guide"];
  }
  if (BLOCKING_IN_APP.test(userAgent)) return ["download"];
  const android = /Android/i.test(userAgent);
  if (config.universalLinkHost && (isIos(userAgent) || android)) return ["universal"];
  if (config.androidPackage && isAndroidChrome(userAgent)) return ["intent"];
  return ["scheme", "download"];
}
