import type { CircleTopic } from "@davmu/contract/client";
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
import cssText from "./circle-topic.css?inline";
import cssHref from "./circle-topic.css?url";
import { loadCircleTopic } from "./loader.server.ts";

const screen = siteScreen("circle-topic", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadCircleTopic(args);
}

/** "Load more" that fails shows a retry under the posts. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keepCardsOnFailure(args);
}

/**
 * A community topic (spec §2 `/dimim/topic/{index}`): `#name#` over its newest picture, its
 * description and counts, then its posts from every circle, newest first, more a page at a time.
 */
export default function CircleTopicPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { topic } = loaderData;
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "circle/topic", params: { id: topic.id } }} />}>
      <main>
        <TopicHero topic={topic} />
        <h2 className="circle-section-title">{t("circle.topicTitle")}</h2>
        <CirclePostList
          key={topic.id}
          first={loaderData.posts}
          label={t("circle.topicTitle")}
          empty={t("circle.topicEmpty")}
          showCircle
        />
      </main>
    </screen.Page>
  );
}

function TopicHero({ topic }: { topic: CircleTopic }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  return (
    <header className={`circle-topic${topic.cover ? "" : " circle-topic--plain"}`}>
      {topic.cover && (
        <div className="circle-topic__picture banner-picture" aria-hidden="true">
          <CoverImage image={topic.cover} priority sizes="100vw" />
        </div>
      )}
      <div className="circle-topic__text">
        <h1 className="circle-topic__name" lang={contentLang}>
          #{topic.name}#
        </h1>
        {topic.description && (
          <p className="circle-topic__about" lang={contentLang}>
            {topic.description}
          </p>
        )}
        <p className="circle-topic__counts">
          <span>{t("circle.topicPosts", { n: f.count(topic.post_count) })}</span>
          <span>{t("circle.topicAuthors", { n: f.count(topic.author_count) })}</span>
        </p>
      </div>
    </header>
  );
}
