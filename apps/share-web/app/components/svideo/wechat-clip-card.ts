import type { Api } from "../../platform/api.ts";
import { type Locale, localePath } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { LANDING_URL } from "../../platform/wechat/use-wechat-share.ts";
import { isWechat, signatureUrl } from "../../platform/wechat/wechat-env.ts";
import { contentHref } from "../content/content-href.ts";
import type { WechatShareData } from "../share/share-meta.ts";
import type { ClipView } from "./clip-view.ts";

/** WeChat's card for a clip: its title, summary (else the site's description), poster and canonical page. */
export function clipCard(
  clip: ClipView,
  locale: Locale,
  wapHost: string,
  siteDescription: string,
): WechatShareData {
  return {
    title: clip.title,
    desc: clip.summary || siteDescription,
    link: absoluteUrl(wapHost, localePath(locale, contentHref(clip))),
    imgUrl: clip.poster?.url ?? "",
  };
}

/**
 * Inside WeChat, makes the share menu share the clip in view rather than the one the page opened
 * on (the page's own card comes from its loader: use-wechat-share.ts). Elsewhere it does nothing
 * and loads nothing.
 */
export function shareClipOnWechat(api: Api, card: WechatShareData): void {
  if (!isWechat(navigator.userAgent)) return;
  const url = signatureUrl(navigator.userAgent, LANDING_URL, window.location.href);
  import("../../platform/wechat/wechat-share.ts")
    .then((m) => m.shareOnWechat(api, card, url))
    .catch((error: unknown) => console.error("[wechat] share setup failed", error));
}
