import { type RefObject, useEffect } from "react";
import type { OpenAppConfig } from "../../platform/config.server.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useGlobalStore } from "../../platform/store.ts";
import type { LaunchTarget } from "./launch-plan.ts";
import shareDialogCss from "./share-dialog.css?inline";
import { ShareDialog } from "./share-dialog.tsx";
import { useOpenApp } from "./use-open-app.ts";
import guideCss from "./wechat-browser-guide.css?inline";
import { WechatBrowserGuide } from "./wechat-browser-guide.tsx";
import { useWechatLaunchTag } from "./wechat-launch-tag.ts";

/**
 * The bar's taps as the controller receives them. The bar is hydrated before the controller's
 * chunk has arrived: a tap in between is kept (`pending`) and acted on when the controller mounts.
 */
export type OpenAppTaps = {
  pending: "open" | null;
  /** Set while the controller is mounted. */
  controller: { open: () => void; prepare: () => void } | null;
};

type Props = {
  config: OpenAppConfig | undefined;
  target: LaunchTarget;
  taps: OpenAppTaps;
  button: RefObject<HTMLButtonElement | null>;
  /** Where WeChat's open tag goes, when the site has an open-platform appid. */
  tagHost: RefObject<HTMLSpanElement | null>;
};

/** What the app receives through WeChat's open tag: the same address its scheme would carry. */
function extInfo(scheme: string, target: LaunchTarget): string {
  const query = new URLSearchParams(target.params ?? {}).toString();
  return `${scheme}${target.path}${query ? `?${query}` : ""}`;
}

/**
 * What the open-in-app bar does, apart from what it shows at first paint: the launch (use-open-app),
 * WeChat's open tag over the button, the share dialog and the WeChat guide. A chunk of its own,
 * loaded once the page is idle or at the visitor's first tap (open-app-bar.tsx).
 */
export function OpenAppController({ config, target, taps, button, tagHost }: Props) {
  const { t } = useI18n();
  const { open, prepare, prompt, confirm, dismiss, launchFailed } = useOpenApp(config, target);
  // The store's target carries what the page adds while it is shown (a player's resume position).
  const option = useGlobalStore((s) => s.call_app_option) ?? target;
  useWechatLaunchTag(tagHost, {
    kind: "app",
    appid: config?.wechatOpenAppId ?? "",
    extinfo: config ? extInfo(config.scheme, option) : "",
    label: t("share.openApp.button"),
    onError: launchFailed,
  });
  useEffect(() => {
    taps.controller = { open: () => void open(), prepare };
    if (taps.pending === "open") {
      taps.pending = null;
      void open();
    }
    return () => {
      taps.controller = null;
    };
  }, [taps, open, prepare]);
  return (
    <>
      {/* The dialogs' styles come with them: the page's own stylesheet need not carry them. */}
      <style>{`${shareDialogCss}${guideCss}`}</style>
      <ShareDialog
        open={prompt === "ask-failed" || prompt === "ask-untried"}
        message={t(prompt === "ask-untried" ? "share.dialog.bodyUntried" : "share.dialog.body")}
        onConfirm={confirm}
        onCancel={dismiss}
      />
      <WechatBrowserGuide open={prompt === "guide"} onClose={dismiss} returnFocusTo={button} />
    </>
  );
}
