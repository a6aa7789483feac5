import { PcPhoneFrame } from "../features/pc/pc-phone-frame.tsx";
import { PcScanPanel } from "../features/pc/pc-scan-panel.tsx";
import { shareSite } from "../features/share/route-share.ts";
import { siteShareMeta } from "../features/share/site-share-meta.ts";
import { SiteFooter } from "../features/site/site-footer.tsx";
import { getServerConfig } from "../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../platform/i18n/locales.ts";
import { qrCodeSvg } from "../platform/qr-code.server.ts";
import { publicPageCache } from "../platform/route-errors.server.ts";
import { absoluteUrl, BASENAME } from "../platform/seo.ts";
import { sitePageUrl } from "../platform/site-page-url.ts";
import { type RootData, useRootData } from "../platform/use-root-data.ts";
import type { Route } from "./+types/pc";

export function meta({ location, matches }: Route.MetaArgs) {
  const t = translator(localeFromPath(location.pathname));
  return siteShareMeta(shareSite(matches[0]?.data as RootData | undefined, location.pathname), {
    title: t("platform.pc.title"),
    language: localeFromPath(location.pathname).iso,
    // The PC page only frames pages that have their own address: it is not a page to index.
    noindex: true,
  });
}

export function headers() {
  // The page depends on its address only, so every visitor can share one cached copy.
  return { "Cache-Control": publicPageCache(60, 300) };
}

/**
 * Spec §1-2: the desktop layout. The `url` query is shown only when it is one of the site's own
 * pages; anything else shows the home page, so this page never frames or encodes another site.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const wapHost = getServerConfig().DAVMU_WAP_HOST;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname.replace(BASENAME, ""));
  const target =
    sitePageUrl(url.searchParams.get("url"), wapHost) ?? absoluteUrl(wapHost, localePath(locale, "/"));
  return { target, qrSvg: await qrCodeSvg(target) };
}

export default function PcShare({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const { target, qrSvg } = loaderData;
  return (
    <div className="pc-share">
      <div className="pc-share__inner">
        <PcPhoneFrame src={target} />
        <PcScanPanel
          target={target}
          qrSvg={qrSvg}
          siteName={site?.siteName ?? null}
          logo={site?.logo ?? null}
          logoWidths={site?.logoWidths ?? null}
          description={site?.description ?? null}
        />
      </div>
      <SiteFooter />
    </div>
  );
}
