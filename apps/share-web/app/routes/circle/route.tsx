import type { Circle } from "@davmu/contract/client";
import { CirclePostList } from "../../components/circle/circle-post-list.tsx";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { keepCardsOnFailure } from "../../components/content/paged-cards.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./circle.css?inline";
import cssHref from "./circle.css?url";
import { loadCircle } from "./loader.server.ts";

const screen = siteScreen("circle", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadCircle(args);
}

/** "Load more" that fails shows a retry under the posts. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keepCardsOnFailure(args);
}

/**
 * A community circle (spec §2 `/dimim/circle/{index}`): its banner with the name, counts and
 * description, then its posts newest first, more a page at a time.
 */
export default function CirclePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { circle } = loaderData;
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "circle", params: { id: circle.id } }} />}>
      <main>
        <CircleBanner circle={circle} />
        <h2 className="circle-section-title">{t("circle.postsTitle")}</h2>
        <CirclePostList
          key={circle.id}
          first={loaderData.posts}
          label={t("circle.postsTitle")}
          empty={t("circle.empty")}
          showCircle={false}
        />
      </main>
    </screen.Page>
  );
}

function CircleBanner({ circle }: { circle: Circle }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  return (
    <header className="circle-hero">
      <div className="circle-hero__cover" aria-hidden="true">
        {circle.cover && <CoverImage image={circle.cover} priority sizes="100vw" />}
      </div>
      <div className="circle-hero__body">
        {circle.avatar && (
          <img className="circle-hero__avatar" src={circle.avatar.url} alt="" width={72} height={72} />
        )}
        <h1 className="circle-hero__name" lang={contentLang}>
          {circle.name}
        </h1>
        <p className="circle-hero__counts">
          <span>{t("circle.members", { n: f.count(circle.member_count) })}</span>
          <span>{t("circle.posts", { n: f.count(circle.post_count) })}</span>
          <span lang={contentLang}>{t("circle.ownedBy", { name: circle.owner.nickname })}</span>
        </p>
        {circle.description && (
          <p className="circle-hero__about" lang={contentLang}>
            {circle.description}
          </p>
        )}
      </div>
    </header>
  );
}
