import { useEffect, useRef } from "react";
import { useGlobalStore } from "../../platform/store.ts";
import { supportsOpenTags } from "../../platform/wechat/wechat-env.ts";
import { mountOpenLaunchApp, mountOpenLaunchWeapp } from "../../platform/wechat/wechat-open-tag.ts";

type WechatLaunchTagProps = { label: string; onError: (detail: unknown) => void } & (
  | { kind: "app"; appid: string; extinfo: string }
  | { kind: "weapp"; username: string; path: string }
);

/**
 * WeChat's open tag laid over its parent (which is `position: relative`), inserted once WeChat
 * accepted the config and measured to the parent's size. Outside WeChat it stays an empty span.
 */
export function WechatLaunchTag(props: WechatLaunchTagProps) {
  const host = useRef<HTMLSpanElement>(null);
  const ready = useGlobalStore((s) => s.wx_config?.ready === true);
  const { kind, label, onError } = props;
  const a = props.kind === "app" ? props.appid : props.username;
  const b = props.kind === "app" ? props.extinfo : props.path;
  useEffect(() => {
    const el = host.current;
    if (!ready || !el || !a || !supportsOpenTags(navigator.userAgent)) return;
    const { width, height } = el.getBoundingClientRect();
    const size = { width: Math.ceil(width), height: Math.ceil(height), label, onError };
    return kind === "app"
      ? mountOpenLaunchApp(el, { appid: a, extinfo: b, ...size })
      : mountOpenLaunchWeapp(el, { username: a, path: b, ...size });
  }, [ready, kind, a, b, label, onError]);
  return <span ref={host} className="wx-launch-tag" />;
}
