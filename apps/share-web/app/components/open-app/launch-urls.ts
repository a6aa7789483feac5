import CallApp from "callapp-lib";
import type { OpenAppConfig } from "../../platform/config.server.ts";
import type { LaunchTarget } from "./launch-plan.ts";

/**
 * The addresses of the app, built by callapp-lib (it knows the intent syntax and the universal
 * link forms). Its own `open()` is not used: it decides by a user agent read at import, leaves for
 * the download page without asking and has no WeChat open tag (docs/decisions/0015).
 * callapp-lib reads `navigator` when imported: this module is loaded in the browser only.
 */
export function launchUrls(config: OpenAppConfig, target: LaunchTarget) {
  const protocol = config.scheme.replace(/:\/\/$/, "");
  const callApp = new CallApp({
    scheme: { protocol },
    universal: config.universalLinkHost ? { host: config.universalLinkHost } : undefined,
    intent: config.androidPackage ? { package: config.androidPackage, scheme: protocol } : undefined,
    appstore: config.downloadUrl,
    fallback: config.downloadUrl,
  });
  // callapp-lib joins parameters as they are: encode them here.
  const param = Object.fromEntries(
    Object.entries(target.params ?? {}).map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)]),
  );
  const link = { path: target.path, param };
  return {
    scheme: callApp.generateScheme(link),
    universal: config.universalLinkHost ? callApp.generateUniversalLink(link) : "",
    intent: config.androidPackage ? callApp.generateIntent(link) : "",
    download: config.downloadUrl,
  };
}
