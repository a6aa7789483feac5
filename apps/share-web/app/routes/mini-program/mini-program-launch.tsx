import type { MiniProgram } from "@davmu/contract/client";
import { useCallback, useRef, useState } from "react";
import { useWechatLaunchTag } from "../../components/open-app/wechat-launch-tag.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/**
 * Inside WeChat: the button that opens the mini program. WeChat's wx-open-launch-weapp tag is laid
 * over it once WeChat accepted the page's config (which lists the tag in openTagList); the visitor
 * sees our button and taps WeChat's tag. If WeChat cannot open it, the page says how else to.
 */
export function MiniProgramLaunch({ program }: { program: MiniProgram }) {
  const { t, contentLang } = useI18n();
  const host = useRef<HTMLSpanElement>(null);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  useWechatLaunchTag(host, {
    kind: "weapp",
    username: program.username,
    path: program.path,
    label: t("miniProgram.open"),
    onError,
  });
  return (
    <section className="mp-launch" aria-label={t("miniProgram.open")}>
      <span className="mp-launch__action">
        <button type="button" className="mp-launch__button" onClick={() => setFailed(true)}>
          {t("miniProgram.open")}
        </button>
        <span ref={host} className="mp-launch__tag" />
      </span>
      <p className="mp-launch__note" role="status" lang={failed ? contentLang : undefined}>
        {failed ? t("miniProgram.openFailed", { name: program.content.title }) : ""}
      </p>
    </section>
  );
}
