import { PcPhoneFrame } from "../../components/pc/pc-phone-frame.tsx";
import { PcScanPanel } from "../../components/pc/pc-scan-panel.tsx";
import { SiteFooter } from "../../components/site/site-footer.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { ScreenStyle } from "../../platform/inline-stylesheet.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { Route } from "./+types/route";
import { loadPc } from "./loader.server.ts";
import cssText from "./pc.css?inline";
import cssHref from "./pc.css?url";

const screen = siteScreen("pc", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

// The page depends on its address only, so every visitor can share one cached copy.
export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadPc(args);
}

export default function PcShare({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const { target, qrSvg } = loaderData;
  return (
    <>
      <ScreenStyle stylesheet={screen.stylesheet} />
      <div className="pc-share">
        <main className="pc-share__inner">
          <PcPhoneFrame src={target} />
          <PcScanPanel
            target={target}
            qrSvg={qrSvg}
            siteName={site?.siteName ?? null}
            logo={site?.logo ?? null}
            logoWidths={site?.logoWidths ?? null}
            description={site?.description ?? null}
          />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
