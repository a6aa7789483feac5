import { type RefObject, useEffect } from "react";
import { useGlobalStore } from "../../platform/store.ts";
import { supportsOpenTags } from "../../platform/wechat/wechat-env.ts";
import { mountOpenLaunchApp, mountOpenLaunchWeapp } from "../../platform/wechat/wechat-open-tag.ts";

export type WechatLaunchTagOptions = { label: string; onError: (detail: unknown) => void } & (
  | { kind: "app"; appid: string; extinfo: string }
  | { kind: "weapp"; username: string; path: string }
);

/**
 * WeChat's open tag laid over `host` (an element inside a `position: relative` parent), inserted
 * once WeChat accepted the config and measured to the host's size. Outside WeChat the host stays
 * empty. The host is rendered by the page with the first paint; this only fills it.
 */
export function useWechatLaunchTag(host: RefObject<HTMLElement | null>, options: WechatLaunchTagOptions) {
  const ready = useGlobalStore((s) => s.wx_config?.ready === true);
  const { kind, label, onError } = options;
  const a = options.kind === "app" ? options.appid : options.username;
  const b = options.kind === "app" ? options.extinfo : options.path;
  useEffect(() => {
    const el = host.current;
    if (!ready || !el || !a || !supportsOpenTags(navigator.userAgent)) return;
    const { width, height } = el.getBoundingClientRect();
    const size = { width: Math.ceil(width), height: Math.ceil(height), label, onError };
    return kind === "app"
      ? mountOpenLaunchApp(el, { appid: a, extinfo: b, ...size })
      : mountOpenLaunchWeapp(el, { username: a, path: b, ...size });
  }, [host, ready, kind, a, b, label, onError]);
}
