import type { Topic } from "@davmu/contract/client";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { topicHref } from "../../components/content/editorial-href.ts";
import { keepCardsOnFailure, PagedCards } from "../../components/content/paged-cards.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import { loadTopic } from "./loader.server.ts";
import cssText from "./topic.css?inline";
import cssHref from "./topic.css?url";

const screen = siteScreen("topic", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadTopic(args);
}

/** "Load more" that fails shows a retry under the cards (paged-cards). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keepCardsOnFailure(args);
}

/**
 * A topic (spec §2 `/{actor}/topic/{topic_id?}`, docs/decisions/0058): a banner with the topic's
 * name and description, its items newest first with more a page at a time, and other topics;
 * without an id, every topic as a card.
 */
export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <screen.Page>
      <main>
        {loaderData.view === "list" ? (
          <>
            <header className="topic-list-head">
              <h1 className="topic-list-head__title">{t("topic.listTitle")}</h1>
              <p className="topic-list-head__lead">{t("topic.listLead")}</p>
            </header>
            <TopicCards topics={loaderData.list} />
          </>
        ) : (
          <>
            <TopicBanner topic={loaderData.topic} />
            <PagedCards
              key={loaderData.topic.id}
              first={loaderData}
              label={t("topic.items")}
              texts={{
                empty: t("topic.empty"),
                more: t("topic.more"),
                loading: t("topic.loading"),
                end: t("topic.end"),
                failed: t("topic.failed"),
              }}
            />
            <Suspense fallback={null}>
              <Await resolve={loaderData.others}>
                {(others) =>
                  others && others.length > 0 ? (
                    <section className="topic-others" aria-labelledby="topic-others">
                      <h2 id="topic-others" className="section-title">
                        {t("topic.others")}
                      </h2>
                      <TopicCards topics={others} />
                    </section>
                  ) : null
                }
              </Await>
            </Suspense>
          </>
        )}
      </main>
    </screen.Page>
  );
}

function TopicBanner({ topic }: { topic: Topic }) {
  const { t, path, contentLang } = useI18n();
  return (
    <header className={`topic-banner${topic.cover ? "" : " topic-banner--plain"}`}>
      {topic.cover && (
        <div className="topic-banner__picture banner-picture" aria-hidden="true">
          <CoverImage image={topic.cover} priority sizes="100vw" />
        </div>
      )}
      <div className="topic-banner__text">
        <Link className="topic-banner__all" to={path(topicHref())}>
          {t("topic.all")}
        </Link>
        <h1 className="topic-banner__name" lang={contentLang}>
          <span aria-hidden="true">#</span>
          {topic.name}
          <span aria-hidden="true">#</span>
        </h1>
        {topic.description && (
          <p className="topic-banner__about" lang={contentLang}>
            {topic.description}
          </p>
        )}
        <p className="topic-banner__count">{t("topic.count", { n: topic.content_count })}</p>
      </div>
    </header>
  );
}

/** Topics as cards: the newest picture, the name and how many items. */
function TopicCards({ topics }: { topics: Topic[] }) {
  const { t, path, contentLang } = useI18n();
  return (
    <ul className="topic-cards">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link className="topic-card" to={path(topicHref(topic.id))}>
            <span className="topic-card__picture">
              {topic.cover && <CoverImage image={topic.cover} sizes="(max-width: 720px) 50vw, 360px" />}
            </span>
            <span className="topic-card__name" lang={contentLang}>
              #{topic.name}#
            </span>
            <span className="topic-card__count">{t("topic.count", { n: topic.content_count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
