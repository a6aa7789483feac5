import { mediaSrcSet } from "@davmu/contract/client";
import { useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useGlobalStore } from "../../platform/store.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { LaunchTarget } from "./launch-plan.ts";
import { ShareDialog } from "./share-dialog.tsx";
import { useOpenApp } from "./use-open-app.ts";
import { WechatBrowserGuide } from "./wechat-browser-guide.tsx";
import { WechatLaunchTag } from "./wechat-launch-tag.tsx";

/** What the app receives through WeChat's open tag: the same address its scheme would carry. */
function extInfo(scheme: string, target: LaunchTarget): string {
  const query = new URLSearchParams(target.params ?? {}).toString();
  return `${scheme}${target.path}${query ? `?${query}` : ""}`;
}

/**
 * The floating "open in app" bar at the bottom of a content page: the site's name and logo and
 * one button that hands the visitor to the app on the same item (spec §1, §3).
 */
export function OpenAppBar({ target }: { target: LaunchTarget }) {
  const { t, contentLang } = useI18n();
  const root = useRootData();
  const config = root?.config.openApp;
  const loading = useGlobalStore((s) => s.call_app_loading);
  const { open, prepare, prompt, confirm, dismiss, launchFailed } = useOpenApp(config, target);
  const name = root?.site.siteName ?? t("site.defaultTitle");
  const logo = root?.site.logo;
  const label = t("share.openApp.button");
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="open-app-spacer" aria-hidden="true" />
      <aside className="open-app-bar" aria-label={label}>
        {logo ? (
          <img
            className="open-app-bar__logo"
            src={logo}
            srcSet={mediaSrcSet(logo, root?.site.logoWidths ?? undefined) || undefined}
            sizes="36px"
            alt=""
            width={36}
            height={36}
          />
        ) : (
          <span className="open-app-bar__logo open-app-bar__logo--text" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="open-app-bar__text">
          <span className="open-app-bar__name" lang={root?.site.siteName ? contentLang : undefined}>
            {name}
          </span>
          <span className="open-app-bar__tagline">{t("share.openApp.tagline")}</span>
        </span>
        <span className="open-app-bar__action">
          <button
            ref={button}
            type="button"
            className="open-app-bar__button"
            onPointerDown={prepare}
            onFocus={prepare}
            onClick={() => void open()}
            aria-busy={loading}
            // Not `disabled`: a disabled button drops focus, which the dialog would then not return to.
            aria-disabled={loading}
          >
            {loading ? t("share.openApp.opening") : label}
          </button>
          {config?.wechatOpenAppId && (
            <WechatLaunchTag
              kind="app"
              appid={config.wechatOpenAppId}
              extinfo={extInfo(config.scheme, target)}
              label={label}
              onError={launchFailed}
            />
          )}
        </span>
      </aside>
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
