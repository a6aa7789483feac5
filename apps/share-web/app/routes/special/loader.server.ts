import { mediaSrcSet, type SpecialDetail } from "@davmu/contract";
import { redirect } from "react-router";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import { SPECIAL_BANNER_SIZES } from "./special-sizes.ts";

/**
 * A special topic (spec §2 `/special/{id?}` and `/{actor}/special/{year?}/{month?}/{id?}`,
 * docs/decisions/0068): the special, its introduction and its sections, the same for everyone. The
 * id comes from the path's splat: first on the short path (`/special/{id}/{index?}`), after the
 * year and month on the content path; one that does not decode is the 404 page, as is a special
 * that is not there.
 */
export async function loadSpecial(
  { params, request }: { params: { "*"?: string }; request: Request },
  path: "content" | "short" = "content",
) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const id = path === "content" ? resolvePostId(params) : splatSegments(params, 2)?.[0];
  if (!id || ids().decode(id) === null) throw redirect(localePath(locale, "/404"));
  const detail: SpecialDetail = await serverApi().special({ query: { id } }).catch(toRouteError);
  const { special } = detail;
  const site = await pageShareSite(pathname);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(host, localePath(locale, contentHref(special)));
  const description = clampText(special.summary || site.description);
  const picked = pickShareImage(special.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const items = detail.sections.flatMap((s) => s.list);
  const cover = special.cover;
  return {
    special: toCardView(special),
    introductionHtml: detail.introduction_html,
    updateTime: detail.update_time,
    sections: detail.sections.map((s) => ({ key: s.key, title: s.title, list: s.list.map(toCardView) })),
    meta: [
      ...pageMeta({
        title: special.title,
        siteName: site.siteName,
        description,
        url: canonical,
        ...cardImage(picked, special.title),
        locale: locale.iso,
        preloadImage: cover && {
          url: cover.url,
          srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
          sizes: SPECIAL_BANNER_SIZES,
        },
      }),
      jsonLdMeta({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: special.title,
        description,
        url: canonical,
        inLanguage: locale.iso,
        datePublished: isoTime(special.publish_time),
        dateModified: isoTime(detail.update_time),
        ...(picked ? { image: picked.url } : {}),
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: items.length,
          itemListElement: items.map((item, n) => ({
            "@type": "ListItem",
            position: n + 1,
            name: item.title,
            url: absoluteUrl(host, localePath(locale, contentHref(item))),
          })),
        },
      }),
    ],
    wechat: { title: special.title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
