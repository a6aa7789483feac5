import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import { ContentBlocks } from "./content-blocks.tsx";
import cssText from "./content-model.css?inline";
import cssHref from "./content-model.css?url";
import { loadContentModel } from "./loader.server.ts";

const screen = siteScreen("content-model", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadContentModel(args);
}

/**
 * A page assembled from content-model blocks (spec §2 `/content_model/{index}`,
 * docs/decisions/0069): banner, rich text, rows and grids of cards, a video, links and pictures,
 * in the order the CMS put them. A page that opens with no banner gets its title as a heading.
 */
export default function ContentModelPage({ loaderData }: Route.ComponentProps) {
  const { t, contentLang } = useI18n();
  const { blocks, title } = loaderData;
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "content_model", params: { id: loaderData.id } }} />}>
      <main className="cm-page">
        {blocks[0]?.type !== "banner" && (
          <h1 className="cm-page__title" lang={contentLang}>
            {title}
          </h1>
        )}
        {blocks.length > 0 ? (
          <ContentBlocks blocks={blocks} />
        ) : (
          <p className="cm-page__empty">{t("contentModel.empty")}</p>
        )}
      </main>
    </screen.Page>
  );
}
