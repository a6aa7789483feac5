import { useEffect, useRef, useState } from "react";
import { useI18n } from "../i18n/use-i18n.ts";
import { type NetworkBanner as Banner, nextBanner, RESTORED_VISIBLE_MS } from "./network-banner-state.ts";
import { useOnline } from "./online-status.ts";

/** A small notice at the top while the phone is offline, and briefly when it is back. */
export function NetworkBanner() {
  const { t } = useI18n();
  const online = useOnline();
  const wasOnline = useRef(true);
  const [banner, setBanner] = useState<Banner>("none");

  useEffect(() => {
    const was = wasOnline.current;
    wasOnline.current = online;
    setBanner((current) => nextBanner(was, online, current));
  }, [online]);

  useEffect(() => {
    if (banner !== "restored") return;
    const timer = setTimeout(() => setBanner("none"), RESTORED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return (
    <div className="network-banner" role="status" data-state={banner} hidden={banner === "none"}>
      {banner === "offline"
        ? t("platform.network.offline")
        : banner === "restored"
          ? t("platform.network.restored")
          : ""}
    </div>
  );
}
