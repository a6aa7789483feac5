import { listHref } from "../../components/content/editorial-href.ts";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./fly-card.css?inline";
import cssHref from "./fly-card.css?url";
import { FlyCardStack } from "./fly-card-stack.tsx";
import { loadFlyCards } from "./loader.server.ts";

const screen = siteScreen("fly-card", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadFlyCards(args);
}

/**
 * A curated list as fly cards (spec §2 `/fly_card/{list_id?}`, docs/decisions/0068): its title and
 * description over a stack of cards to swipe through, one item each.
 */
export default function FlyCardPage({ loaderData }: Route.ComponentProps) {
  const { info, cards } = loaderData;
  const { t, contentLang } = useI18n();
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "list", params: { id: info.id } }} />}>
      <main className="fly-page">
        <header className="fly-page__head">
          <h1 className="fly-page__title" lang={contentLang}>
            {info.title}
          </h1>
          {info.description && (
            <p className="fly-page__description clamp" lang={contentLang}>
              {info.description}
            </p>
          )}
        </header>
        {cards.length > 0 ? (
          <FlyCardStack key={info.id} title={info.title} cards={cards} listHref={listHref(info.id)} />
        ) : (
          <p className="fly-page__empty">{t("flyCard.empty")}</p>
        )}
      </main>
    </screen.Page>
  );
}
