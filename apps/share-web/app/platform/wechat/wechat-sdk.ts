import { WX_JS_API_LIST, WX_OPEN_TAG_LIST, type WxSignature } from "@davmu/contract/client";
import type { Api } from "../api.ts";
import type { WechatShareData } from "../share/share-card.ts";

/**
 * The WeChat JS-SDK side of sharing, loaded on demand inside WeChat only (jweixin 1.6 from the
 * site's own bundle: no script from WeChat's servers). Every failure is logged to the console and
 * nothing else (spec §8): the page works the same without WeChat's share card.
 */

type Wx = typeof import("weixin-js-sdk").default;

let sdk: Promise<Wx> | undefined;

/** jweixin touches `window` when it is evaluated, so it is imported in the browser only. */
export function loadWx(): Promise<Wx> {
  sdk ??= import("weixin-js-sdk").then((m) => m.default);
  return sdk;
}

/** The signature call of spec §7: its data on success, nothing on any failure (a refusal included). */
export async function fetchSignature(api: Api, url: string): Promise<WxSignature | undefined> {
  try {
    return await api.wxSignature({ query: { url } });
  } catch (error) {
    console.error("[wechat] the share signature could not be had", error);
    return undefined;
  }
}

/** Configures the SDK for one signed address; resolves when WeChat accepted it, or false. */
export async function configureWx(wx: Wx, signature: WxSignature): Promise<boolean> {
  return new Promise((resolve) => {
    wx.config({
      debug: false,
      appId: signature.appId,
      timestamp: signature.timestamp,
      nonceStr: signature.nonceStr,
      signature: signature.signature,
      jsApiList: [...WX_JS_API_LIST],
      openTagList: [...WX_OPEN_TAG_LIST],
    });
    wx.ready(() => resolve(true));
    wx.error((error) => {
      console.error("[wechat] share config failed", error);
      resolve(false);
    });
  });
}

/** Sets the card for "send to chat" and "share to timeline". */
export function applyShare(wx: Wx, share: WechatShareData): void {
  const log = (what: string) => (error: unknown) => console.error(`[wechat] ${what} failed`, error);
  wx.updateAppMessageShareData({
    title: share.title,
    desc: share.desc,
    link: share.link,
    imgUrl: share.imgUrl,
    success: () => {},
    fail: log("share to chat"),
  } as Parameters<Wx["updateAppMessageShareData"]>[0]);
  wx.updateTimelineShareData({
    title: share.title,
    link: share.link,
    imgUrl: share.imgUrl,
    success: () => {},
    fail: log("share to timeline"),
  } as Parameters<Wx["updateTimelineShareData"]>[0]);
}

/** Lets the visitor pick images through WeChat (for screens that upload); resolves local ids. */
export async function chooseImage(count = 1): Promise<string[]> {
  const wx = await loadWx();
  return new Promise((resolve, reject) => {
    wx.chooseImage({
      count,
      sizeType: ["compressed"],
      sourceType: ["album", "camera"],
      success: (res: { localIds: string[] }) => resolve(res.localIds),
      fail: (error: unknown) => reject(error),
      cancel: () => resolve([]),
    } as Parameters<Wx["chooseImage"]>[0]);
  });
}
