import { useEffect } from "react";
import { browserStorage } from "./browser-storage.ts";
import { getDeviceMeta } from "./device.ts";
import { useI18n } from "./i18n/use-i18n.ts";
import { applySiteMeta, SITE_META_DELAY_MS, startSession } from "./startup.ts";
import { useBrowserApi } from "./use-browser-api.ts";
import { useRootData } from "./use-root-data.ts";

/** The start-up flow of spec §4 in the browser: device meta, the session, then the site's meta. */
export function useStartup(): void {
  const data = useRootData();
  const api = useBrowserApi();
  const { t } = useI18n();
  useEffect(() => {
    if (!api) return;
    // No storage in a frame of another site whose visitor blocks its cookies: nothing is kept.
    const storage = browserStorage("local");
    getDeviceMeta(storage, navigator.userAgent);
    void startSession(api, storage);
  }, [api]);
  useEffect(() => {
    const timer = setTimeout(() => {
      const site = data?.site;
      applySiteMeta(
        document,
        { title: site?.siteName ?? "", keywords: site?.keywords ?? "", description: site?.description ?? "" },
        t("site.defaultTitle"),
      );
    }, SITE_META_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, t]);
}
