import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "../i18n/use-i18n.ts";
import { type NetworkBanner as Banner, nextBanner, RESTORED_VISIBLE_MS } from "./network-banner-state.ts";
import { useOnline } from "./online-status.ts";

/** The sticky bars a page keeps at the top of the screen: the notice goes below them, never over them. */
const TOP_CHROME = ".site-header, .channel-tabs, .preview-banner";
const GAP_PX = 8;

/** The lowest edge of the page's top bars on screen, in CSS pixels. */
function chromeBottom(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll(TOP_CHROME)) {
    const rect = el.getBoundingClientRect();
    if (rect.top <= bottom + 1 && rect.bottom > bottom) bottom = rect.bottom;
  }
  return bottom;
}

/** A small notice at the top while the phone is offline, and briefly when it is back. */
export function NetworkBanner() {
  const { t } = useI18n();
  const online = useOnline();
  const wasOnline = useRef(true);
  const [banner, setBanner] = useState<Banner>("none");
  const [top, setTop] = useState<number | null>(null);

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

  useLayoutEffect(() => {
    if (banner !== "none") setTop(Math.round(chromeBottom()) + GAP_PX);
  }, [banner]);

  return (
    <div
      className="network-banner"
      role="status"
      data-state={banner}
      hidden={banner === "none"}
      style={top === null ? undefined : { top }}
    >
      {banner === "offline"
        ? t("platform.network.offline")
        : banner === "restored"
          ? t("platform.network.restored")
          : ""}
    </div>
  );
}
