import { Link } from "react-router";
import { AppHero } from "../../components/app/app-hero.tsx";
import { AppStoreLinks } from "../../components/app/app-store-links.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { Route } from "./+types/route";
import cssText from "./app.css?inline";
import cssHref from "./app.css?url";
import { loadApp } from "./loader.server.ts";

const screen = siteScreen("app", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadApp(args);
}

/**
 * The site's own app page (docs/decisions/0031): where "立即前往" leads when no download page is
 * configured, and a page of its own: the app, its slogan, its store links.
 */
export default function AppPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const site = useRootData()?.site;
  const name = site?.appName ?? site?.siteName ?? t("site.defaultTitle");
  return (
    <screen.Page>
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
    </screen.Page>
  );
}
