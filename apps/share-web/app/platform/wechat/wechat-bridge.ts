import { isWechat } from "./wechat-env.ts";

/** The part of WeChat's WeixinJSBridge the site calls. */
type Bridge = { invoke(name: string, args: object, callback?: (res: unknown) => void): void };

/**
 * Without the bridge by then, playback is tried as anywhere: WeChat injects it as the page loads
 * (the event fires long before the page is idle), so only a WeChat user agent outside WeChat waits.
 */
export const BRIDGE_WAIT_MS = 1500;

/** WeChat's bridge: at once when injected already, else at its WeixinJSBridgeReady event; null after BRIDGE_WAIT_MS. */
function weixinBridge(): Promise<Bridge | null> {
  const present = (window as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve((window as { WeixinJSBridge?: Bridge }).WeixinJSBridge ?? null);
    };
    const timer = setTimeout(() => {
      document.removeEventListener("WeixinJSBridgeReady", ready);
      resolve(null);
    }, BRIDGE_WAIT_MS);
    document.addEventListener("WeixinJSBridgeReady", ready, { once: true });
  });
}

/**
 * Starts `el`. Inside WeChat a start without the visitor's tap is honoured only from the bridge:
 * iOS WeChat refuses `play()` until WeixinJSBridgeReady has fired, and lets it run in the callback
 * of a bridge call (the `getNetworkType` round trip), over iOS's own autoplay rules
 * (https://webkit.org/blog/6784/new-video-policies-for-ios/; the bridge:
 * https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html). Elsewhere it is a
 * plain `play()`.
 */
export function playWhenAllowed(el: HTMLMediaElement): Promise<void> {
  if (!isWechat(navigator.userAgent)) return el.play();
  return weixinBridge().then(
    (bridge) =>
      new Promise<void>((resolve, reject) => {
        const start = () => el.play().then(resolve, reject);
        if (bridge) bridge.invoke("getNetworkType", {}, start);
        else start();
      }),
  );
}
