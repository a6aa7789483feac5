import { redirect } from "react-router";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import { cataloguePagePath, cataloguePath, splitPageIndex } from "../catalogue/catalogue-paths.ts";
import type { Route } from "./+types/route";

/**
 * One page of a knowledge base (spec §2 `/dejin/content/{index}`, docs/decisions/0067): `{index}`
 * is `{rid}-{uuid}`. The page with its place and neighbours, and the book's tree for its contents;
 * an `Article` in JSON-LD, part of the book.
 */
export async function loadCataloguePage({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const index = splitPageIndex(params.index);
  if (!index || ids().decode(index.rid) === null || ids().decode(index.uuid) === null)
    throw redirect(localePath(locale, "/404"));
  const [page, book, site] = await Promise.all([
    serverApi().cataloguePage({ params: index }),
    serverApi().catalogue({ params: { rid: index.rid } }),
    pageShareSite(pathname),
  ]).catch(toRouteError);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(host, localePath(locale, cataloguePagePath(page.rid, page.id)));
  const description = clampText(page.summary || book.description, 200);
  const picked = pickShareImage(book.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const title = `${page.title} - ${book.title}`;
  const meta = [
    ...pageMeta({
      title,
      siteName: site.siteName,
      description,
      url: canonical,
      ...cardImage(picked, book.title),
      locale: locale.iso,
      type: "article",
    }),
    jsonLdMeta({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: clampText(page.title, 110),
      description,
      url: canonical,
      inLanguage: locale.iso,
      dateModified: isoTime(page.update_time),
      ...(book.cover ? { image: [book.cover.url] } : {}),
      publisher: { "@type": "Organization", name: site.siteName },
      isPartOf: {
        "@type": "Book",
        name: book.title,
        url: absoluteUrl(host, localePath(locale, cataloguePath(book.rid))),
      },
    }),
  ];
  return {
    page,
    nodes: book.nodes,
    meta,
    wechat: { title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
