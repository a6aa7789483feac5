import type { MiniProgram } from "@davmu/contract/client";
import { useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** Puts text on the clipboard, with the old way for browsers that lack the clipboard API. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.cssText = "position:fixed;opacity:0";
    document.body.append(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done;
  }
}

/**
 * Outside WeChat, where no page can open a mini program itself: the three ways into it, the name
 * to search (with a copy button), this page's QR code to scan, and WeChat's URL scheme.
 */
export function MiniProgramOutside({
  program,
  qrSvg,
  scheme,
}: {
  program: MiniProgram;
  qrSvg: string;
  scheme: string;
}) {
  const { t, contentLang } = useI18n();
  const name = program.content.title;
  const [notice, setNotice] = useState("");
  const copy = async () =>
    setNotice((await copyText(name)) ? t("miniProgram.copied", { name }) : t("miniProgram.copyFailed"));
  return (
    <section className="mp-outside" aria-labelledby="mp-outside-title">
      <h2 id="mp-outside-title" className="mp-outside__title">
        {t("miniProgram.outsideTitle")}
      </h2>
      <p className="mp-outside__lead">{t("miniProgram.outsideLead")}</p>
      <ol className="mp-ways">
        <li className="mp-way">
          <p className="mp-way__text">{t("miniProgram.waySearch", { name })}</p>
          <div className="mp-way__search">
            <span className="mp-way__name" lang={contentLang}>
              {name}
            </span>
            <button type="button" className="mp-way__copy" onClick={() => void copy()}>
              {t("miniProgram.copy")}
            </button>
          </div>
          <p className="mp-way__notice" role="status">
            {notice}
          </p>
        </li>
        <li className="mp-way">
          <p className="mp-way__text">{t("miniProgram.wayScan")}</p>
          <div
            className="mp-way__qr"
            role="img"
            aria-label={t("miniProgram.qr", { name })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from our own URL (qr-code.server.ts)
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        </li>
        <li className="mp-way">
          <a className="mp-way__scheme" href={scheme}>
            {t("miniProgram.wayScheme")}
          </a>
        </li>
      </ol>
    </section>
  );
}
