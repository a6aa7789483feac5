import type { EditorialListPage } from "@davmu/contract";
import { redirect } from "react-router";
import { contentHref } from "../../components/content/content-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";

/**
 * A curated list for the list and fly-card screens (docs/decisions/0068): a page of it, its head
 * tags and WeChat card. A missing or undecodable id is the 404 page, as is a list that is not there.
 */
export async function loadEditorialList(
  { params, request }: { params: { "*"?: string }; request: Request },
  input: { screen: "/list" | "/fly_card"; pageindex: number; pagesize: number },
) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  // `/list/{list_id}/{index?}`: the id, and an index page that changes nothing.
  const [id] = splatSegments(params, 2) ?? [];
  if (!id || ids().decode(id) === null) throw redirect(localePath(locale, "/404"));
  const page: EditorialListPage = await serverApi()
    .editorialList({ params: { id }, query: { pageindex: input.pageindex, pagesize: input.pagesize } })
    .catch(toRouteError);
  const { info } = page;
  const site = await pageShareSite(pathname);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(host, localePath(locale, `${input.screen}/${info.id}`));
  const t = translator(locale);
  const description = clampText(info.description || t("list.label"));
  const picked = pickShareImage(
    info.cover,
    page.list[0]?.card.cover,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const meta = [
    ...pageMeta({
      title: info.title,
      siteName: site.siteName,
      description,
      url: canonical,
      ...cardImage(picked, info.title),
      locale: locale.iso,
    }),
    jsonLdMeta({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: info.title,
      description,
      url: canonical,
      inLanguage: locale.iso,
      dateModified: isoTime(info.update_time),
      numberOfItems: info.item_count,
      itemListOrder: "https://schema.org/ItemListOrderAscending",
      itemListElement: page.list.map((item, n) => ({
        "@type": "ListItem",
        position: (page.pageindex - 1) * page.pagesize + n + 1,
        name: item.card.title,
        url: absoluteUrl(host, localePath(locale, contentHref(item.card))),
      })),
    }),
  ];
  return {
    page,
    meta,
    wechat: { title: info.title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
