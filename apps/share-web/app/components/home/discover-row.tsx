import type { Discover } from "@davmu/contract/client";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import { contentModelHref, editorialListHref, topicHref } from "../content/editorial-href.ts";

/** Drawn 132 px wide at most, in a strip that scrolls sideways. */
const TILE_SIZES = "132px";

/**
 * The home page's 发现 row (docs/decisions/0098): the editors' lists (as a list or as fly cards),
 * their content-model pages and the topics, each one tap from the feed, as a news app puts its
 * 专题 and 话题 beside the stories. Links only: it works before any script.
 */
export function DiscoverRow({ discover }: { discover: Discover }) {
  const { t, path, contentLang } = useI18n();
  const { lists, pages, topics } = discover;
  if (lists.length + pages.length + topics.length === 0) return null;
  return (
    <section className="discover" aria-labelledby="discover-title">
      <h2 id="discover-title" className="section-title discover__title">
        {t("home.discover")}
      </h2>
      {lists.length + pages.length > 0 && (
        <ul className="snap-strip discover__tiles">
          {lists.map((list) => (
            <li key={`list-${list.id}`} className="discover__tile">
              <Link className="discover__link" to={path(editorialListHref(list.kind, list.id))}>
                <span className="picture-tile">
                  {list.cover && <CoverImage image={list.cover} sizes={TILE_SIZES} />}
                  <span className="discover__kind">
                    {t(list.kind === "fly_card" ? "home.discover.cards" : "home.discover.list")}
                  </span>
                </span>
                <span className="discover__name clamp" lang={contentLang}>
                  {list.title}
                </span>
                <span className="discover__meta">{t("home.discover.count", { n: list.item_count })}</span>
              </Link>
            </li>
          ))}
          {pages.map((page) => (
            <li key={`page-${page.id}`} className="discover__tile">
              <Link className="discover__link" to={path(contentModelHref(page.id))}>
                <span className="picture-tile discover__cover--page" aria-hidden="true">
                  <span className="discover__initial" lang={contentLang}>
                    {Array.from(page.title)[0]}
                  </span>
                  <span className="discover__kind">{t("home.discover.page")}</span>
                </span>
                <span className="discover__name clamp" lang={contentLang}>
                  {page.title}
                </span>
                <span className="discover__meta" lang={contentLang}>
                  {page.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {topics.length > 0 && (
        <ul className="discover__topics" aria-label={t("home.discover.topics")}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link className="discover__topic" to={path(topicHref(topic.id))} lang={contentLang}>
                #{topic.name}#
              </Link>
            </li>
          ))}
          <li>
            <Link className="discover__topic discover__topic--all" to={path(topicHref())}>
              {t("home.discover.allTopics")}
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
