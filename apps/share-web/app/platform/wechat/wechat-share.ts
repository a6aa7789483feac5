import type { Api } from "../api.ts";
import type { WechatShareData } from "../share/share-card.ts";
import { setGlobal } from "../store.ts";
import { applyShare, configureWx, fetchSignature, loadWx } from "./wechat-sdk.ts";

let signed: { url: string; ok: Promise<boolean> } | undefined;
let latest = 0;

/**
 * Gives WeChat the page's share card. The SDK is configured once per signed address (on iOS that
 * is the landing address for the whole visit, on Android each page's own), and the card is set
 * again after every navigation. When the visitor moves on before this finishes, only the newest
 * page's card is applied.
 */
export async function shareOnWechat(api: Api, share: WechatShareData, url: string): Promise<boolean> {
  const call = ++latest;
  const wx = await loadWx();
  if (signed?.url !== url) {
    const ok = (async () => {
      const signature = await fetchSignature(api, url);
      if (!signature) return false;
      const accepted = await configureWx(wx, signature);
      setGlobal({ wx_config: { appId: signature.appId, url, ready: accepted } });
      return accepted;
    })();
    signed = { url, ok };
  }
  const ok = await signed.ok;
  if (!ok || call !== latest) return false;
  applyShare(wx, share);
  return true;
}
