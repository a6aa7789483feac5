import { Link } from "react-router";
import { AppHero } from "../features/app-page/app-hero.tsx";
import { AppStoreLinks } from "../features/app-page/app-store-links.tsx";
import { shareSite } from "../features/share/route-share.ts";
import { siteShareMeta } from "../features/share/site-share-meta.ts";
import { SiteFooter } from "../features/site/site-footer.tsx";
import { SiteHeader } from "../features/site/site-header.tsx";
import { getServerConfig } from "../platform/config.server.ts";
import { localeFromPath, translator } from "../platform/i18n/locales.ts";
import { useI18n } from "../platform/i18n/use-i18n.ts";
import { publicPageCache } from "../platform/route-errors.server.ts";
import { absoluteUrl } from "../platform/seo.ts";
import { type RootData, useRootData } from "../platform/use-root-data.ts";
import type { Route } from "./+types/app";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const t = translator(localeFromPath(location.pathname));
  const root = matches[0]?.data as RootData | undefined;
  const site = shareSite(root, location.pathname);
  const name = root?.site.appName ?? site.siteName;
  return siteShareMeta(site, {
    title: t("app.title", { name }),
    description: root?.site.slogan
      ? t("app.description", { name, slogan: root.site.slogan })
      : site.description,
    url: loaderData ? absoluteUrl(loaderData.origin, location.pathname) : undefined,
    language: localeFromPath(location.pathname).iso,
  });
}

export function headers() {
  return { "Cache-Control": publicPageCache(60, 300) };
}

/**
 * The site's own app page: where "立即前往" leads when no download page is configured (spec §9's
 * share dialog), and a page of its own: the app, its slogan and its store links.
 */
export function loader() {
  const config = getServerConfig();
  return {
    stores: {
      ios: config.DAVMU_APP_STORE_IOS_URL || null,
      android: config.DAVMU_APP_STORE_ANDROID_URL || null,
    },
    origin: config.DAVMU_WAP_HOST,
  };
}

export default function AppPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const site = useRootData()?.site;
  const name = site?.appName ?? site?.siteName ?? t("site.defaultTitle");
  return (
    <div className="page page--app">
      <SiteHeader />
      <main className="app-page">
        <AppHero
          name={name}
          slogan={site?.slogan ?? ""}
          logo={site?.logo ?? null}
          logoWidths={site?.logoWidths ?? null}
        />
        <section className="app-page__download" aria-label={t("app.download")}>
          <AppStoreLinks stores={loaderData.stores} appName={name} />
          {site?.description && <p className="app-page__about">{site.description}</p>}
        </section>
        <Link className="app-page__back" to={path("/")}>
          {t("app.keepReading")}
        </Link>
      </main>
      <SiteFooter />
    </div>
  );
}
