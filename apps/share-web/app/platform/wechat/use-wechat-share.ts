import { useEffect } from "react";
import { useWechatShareData } from "../share/route-share.ts";
import { useBrowserApi } from "../use-browser-api.ts";
import { useRootData } from "../use-root-data.ts";
import { isWechat, signatureUrl } from "./wechat-env.ts";

/**
 * The address the visit started at, read when the site's script first runs, before any client
 * navigation: iOS WeChat checks signatures against it (wechat-env.ts).
 */
export const LANDING_URL = typeof window === "undefined" ? "" : window.location.href;

/**
 * Inside WeChat, sets the page's share card after every navigation. The SDK and the code around it
 * are loaded only there, and only after the page has hydrated.
 */
export function useWechatShare(): void {
  const root = useRootData();
  const api = useBrowserApi();
  const share = useWechatShareData(root);
  // By value: the card is set again when it changes, not each time its object is rebuilt.
  const card = JSON.stringify(share);
  useEffect(() => {
    if (!api || !isWechat(navigator.userAgent)) return;
    const url = signatureUrl(navigator.userAgent, LANDING_URL, window.location.href);
    import("./wechat-share.ts")
      .then((m) => m.shareOnWechat(api, JSON.parse(card), url))
      .catch((error) => console.error("[wechat] share setup failed", error));
  }, [api, card]);
}
