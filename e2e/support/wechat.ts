import { createHash } from "node:crypto";
import type {
  BrowserContext,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
} from "@playwright/test";

/** The WeChat accounts the browser tests run both programs with. */
export const WECHAT_ENV = {
  /** The site's app on WeChat's open platform, for the wx-open-launch-app tag. */
  DAVMU_WECHAT_OPEN_APPID: "wxopen0e2e0davmu",
  WECHAT_APPID: "wx0e2e0test0davmu",
  WECHAT_JSAPI_TICKET:
    "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
};

/** What WeChat's in-app browser adds to the system browser's user agent. */
export const WECHAT_UA_SUFFIX = "MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN";

/** WeChat's signature, computed here independently of the service (JS-SDK doc, appendix 1). */
export function expectedSignature(nonceStr: string, timestamp: string | number, url: string): string {
  const text = `jsapi_ticket=${WECHAT_ENV.WECHAT_JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash("sha1").update(text).digest("hex");
}

/** The same phone inside WeChat's in-app browser: `test` with WeChat's words added to its user agent. */
export function inWechat<
  T extends TestType<
    PlaywrightTestArgs & PlaywrightTestOptions,
    PlaywrightWorkerArgs & PlaywrightWorkerOptions
  >,
>(test: T): T {
  return test.extend({
    userAgent: async ({ userAgent }, use) => use(`${userAgent} ${WECHAT_UA_SUFFIX}`),
  }) as T;
}

export type BridgeCall = { name: string; args: Record<string, unknown> };

/**
 * A stand-in for the WeixinJSBridge that WeChat's browser injects: jweixin talks to WeChat only
 * through it. It records every call and answers config with `verdict` (as WeChat does after
 * checking the signature) and the share calls with ok.
 */
export async function installWechatBridge(page: Page, verdict = "config:ok") {
  await page.addInitScript((configVerdict: string) => {
    const calls: { name: string; args: unknown }[] = [];
    (window as unknown as { __wxCalls: typeof calls }).__wxCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, args: unknown, callback?: (res: unknown) => void) {
        calls.push({ name, args: JSON.parse(JSON.stringify(args)) });
        // The network type, as WeChat answers it (jweixin's report it feeds is refused by stayLocal).
        const errMsg =
          name === "preVerifyJSAPI"
            ? configVerdict
            : name === "getNetworkType"
              ? "network_type:wifi"
              : `${name}:ok`;
        setTimeout(() => callback?.({ err_msg: errMsg }), 10);
      },
      on() {},
    };
  }, verdict);
}

export async function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __wxCalls: BridgeCall[] }).__wxCalls ?? []);
}

/** Nothing leaves the machine: any address other than the two local programs is refused. */
export async function stayLocal(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}
