import { publicResource } from "../../components/reach/reach-response.server.ts";
import { sitePathname } from "../../components/share/page-share.server.ts";
import { registerAllMessages } from "../../platform/i18n/all-messages.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { BASENAME } from "../../platform/seo.ts";
import { getSiteData } from "../../platform/site.server.ts";
import type { Route } from "./+types/manifest";

/**
 * The web app manifest: what "add to home screen" shows (the site's name, its icons, the theme
 * colour of its app info) and where the app it makes starts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  registerAllMessages();
  const locale = localeFromPath(sitePathname(request.url));
  const t = translator(locale);
  const site = await getSiteData();
  const name = site.siteName ?? t("site.defaultTitle");
  const icon = (file: string, size: number, purpose: string) => ({
    src: `${BASENAME}/icons/${file}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  const manifest = {
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    description: site.description ?? t("site.defaultDescription"),
    lang: locale.iso,
    start_url: `${BASENAME}${localePath(locale, "/")}`,
    scope: `${BASENAME}/`,
    display: "standalone",
    theme_color: site.themeColor,
    background_color: "#ffffff",
    icons: [
      icon("icon-192.png", 192, "any"),
      icon("icon-512.png", 512, "any"),
      icon("maskable-512.png", 512, "maskable"),
    ],
  };
  return publicResource(request, JSON.stringify(manifest), {
    type: "application/manifest+json; charset=utf-8",
  });
}
