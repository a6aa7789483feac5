import { mediaSrcSet } from "@davmu/contract/client";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

type Props = {
  target: string;
  qrSvg: string;
  siteName: string | null;
  logo: string | null;
  logoWidths: number[] | null;
  description: string | null;
};

/** The desktop side of the PC page: who we are, and the QR code that moves the page to a phone. */
export function PcScanPanel({ target, qrSvg, siteName, logo, logoWidths, description }: Props) {
  const { t, contentLang } = useI18n();
  const name = siteName ?? t("site.defaultTitle");
  return (
    <section className="pc-panel">
      <header className="pc-panel__brand">
        {logo ? (
          <img
            className="pc-panel__logo"
            src={logo}
            srcSet={mediaSrcSet(logo, logoWidths ?? undefined) || undefined}
            sizes="56px"
            alt=""
            width={56}
            height={56}
          />
        ) : (
          <span className="pc-panel__logo pc-panel__logo--text" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1 className="pc-panel__name" lang={siteName ? contentLang : undefined}>
            {name}
          </h1>
          <p className="pc-panel__tagline" lang={description ? contentLang : undefined}>
            {description ?? t("site.defaultDescription")}
          </p>
        </div>
      </header>
      <div className="pc-panel__card">
        <div
          className="pc-panel__qr"
          role="img"
          aria-label={t("platform.pc.qrLabel")}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from a validated URL
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div className="pc-panel__scan">
          <h2 className="pc-panel__scan-title">{t("platform.pc.scanTitle")}</h2>
          <p className="pc-panel__scan-body">{t("platform.pc.scanBody")}</p>
          <a className="pc-panel__open" href={target} target="_blank" rel="noopener">
            {t("platform.pc.open")}
          </a>
        </div>
      </div>
      <p className="pc-panel__hint">{t("platform.pc.hint")}</p>
    </section>
  );
}
