import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** A phone drawn around the mobile page, which runs for real in the frame. */
export function PcPhoneFrame({ src }: { src: string }) {
  const { t } = useI18n();
  return (
    <div className="pc-phone">
      <div className="pc-phone__notch" aria-hidden="true" />
      <iframe className="pc-phone__screen" src={src} title={t("platform.pc.frameTitle")} />
    </div>
  );
}
