import type { Topic, TopicInfo } from "@davmu/contract";
import { redirect } from "react-router";
import { toCardView } from "../../components/content/card-view.ts";
import { topicHref } from "../../components/content/editorial-href.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getTopicInfo, getTopicList } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/** Items a page of a topic's list holds. */
export const TOPIC_PAGE_SIZE = 4;

/**
 * A topic (spec §2 `/{actor}/topic/{topic_id?}`, docs/decisions/0058): the topic and a page of its
 * items (`?page=` what "load more" fetches); the other topics deferred. Without an id: every topic.
 */
export async function loadTopic({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const site = await pageShareSite(pathname);
  // `/{actor}/topic/{topic_id?}/{index?}`; more than that is the 404 page.
  const segments = splatSegments(params, 2);
  if (!segments) throw redirect(localePath(locale, "/404"));
  const [id] = segments;
  if (id === undefined) {
    const list: Topic[] = await getTopicList().then((l) => l.list, toRouteError);
    const canonical = absoluteUrl(host, localePath(locale, topicHref()));
    return {
      view: "list" as const,
      list,
      meta: siteShareMeta(site, {
        title: t("topic.listTitle"),
        description: t("topic.listLead"),
        url: canonical,
        language: locale.iso,
      }),
      wechat: {
        title: t("topic.listTitle"),
        desc: t("topic.listLead"),
        link: canonical,
        imgUrl: site.logo ?? "",
      },
    };
  }
  const topics = getTopicList().then(
    (l) => l.list,
    () => null,
  );
  if (ids().decode(id) === null) throw redirect(localePath(locale, "/404"));
  const page = pageOf(url.searchParams.get("page"));
  const info: TopicInfo = await getTopicInfo(id, { pageindex: page, pagesize: TOPIC_PAGE_SIZE }).catch(
    toRouteError,
  );
  const { topic } = info;
  const canonical = absoluteUrl(host, localePath(locale, topicHref(topic.id)));
  const title = `#${topic.name}#`;
  const description = clampText(topic.description || t("topic.listLead"), 200);
  const picked = pickShareImage(topic.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const otherTopics = topics.then((list) => list?.filter((x) => x.id !== topic.id) ?? null);
  const { others } = await deferredData(context, { others: otherTopics });
  return {
    view: "topic" as const,
    topic,
    list: info.list.map(toCardView),
    page: info.pageindex,
    hasMore: info.has_more,
    others,
    meta: [
      ...pageMeta({
        title,
        siteName: site.siteName,
        description,
        url: canonical,
        ...cardImage(picked, topic.name),
        locale: locale.iso,
      }),
      jsonLdMeta({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description,
        url: canonical,
        inLanguage: locale.iso,
      }),
    ],
    wechat: { title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
