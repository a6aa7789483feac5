import { mediaSrcSet } from "@davmu/contract/client";
import { Suspense, useRef, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useGlobalStore } from "../../platform/store.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { LaunchTarget } from "./launch-plan.ts";
import type { OpenAppTaps } from "./open-app-controller.tsx";

/** The controller comes with its dialogs' texts in the page's locale (docs/decisions/0061). */
const OpenAppController = lazyPart(
  () => withLaterTexts("open-app", import("./open-app-controller.tsx")).then((m) => m.OpenAppController),
  "open-app",
);

/**
 * The floating "open in app" bar at the bottom of a content page: the site's name and logo and
 * one button that hands the visitor to the app on the same item (spec §1, §3). The bar and its
 * button are rendered and hydrated with the page; what a tap does (the launch, WeChat's open tag,
 * the dialogs) is a chunk loaded once the page is idle or at the first tap, and a tap that comes
 * before it arrived is acted on when it does.
 */
export function OpenAppBar({ target }: { target: LaunchTarget }) {
  const { t, contentLang } = useI18n();
  const root = useRootData();
  const config = root?.config.openApp;
  const loading = useGlobalStore((s) => s.call_app_loading);
  const idle = useAfterLoad();
  const [tapped, setTapped] = useState(false);
  const taps = useRef<OpenAppTaps>({ pending: null, controller: null }).current;
  const button = useRef<HTMLButtonElement>(null);
  const tagHost = useRef<HTMLSpanElement>(null);
  const name = root?.site.siteName ?? t("site.defaultTitle");
  const logo = root?.site.logo;
  const label = t("share.openApp.button");
  const prepare = () => {
    if (taps.controller) taps.controller.prepare();
    else setTapped(true);
  };
  const open = () => {
    if (taps.controller) return taps.controller.open();
    taps.pending = "open";
    setTapped(true);
  };
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
            onClick={open}
            aria-busy={loading}
            // Not `disabled`: a disabled button drops focus, which the dialog would then not return to.
            aria-disabled={loading}
          >
            {loading ? t("share.openApp.opening") : label}
          </button>
          {config?.wechatOpenAppId && <span ref={tagHost} className="wx-launch-tag" />}
        </span>
      </aside>
      {(idle || tapped) && (
        <Suspense fallback={null}>
          <OpenAppController config={config} target={target} taps={taps} button={button} tagHost={tagHost} />
        </Suspense>
      )}
    </>
  );
}
