import { redirect } from "react-router";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { cataloguePagePath, cataloguePath } from "./catalogue-paths.ts";

/**
 * A knowledge base (spec §2 `/dejin/catalog/{index}`, docs/decisions/0067): `{index}` is its rid;
 * the book with its whole tree, a `Book` in JSON-LD with its chapters' pages as parts.
 */
export async function loadCatalogue({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  if (ids().decode(params.index) === null) throw redirect(localePath(locale, "/404"));
  const [book, site] = await Promise.all([
    serverApi().catalogue({ params: { rid: params.index } }),
    pageShareSite(pathname),
  ]).catch(toRouteError);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const canonical = absoluteUrl(host, localePath(locale, cataloguePath(book.rid)));
  const description = clampText(book.description, 200);
  const picked = pickShareImage(book.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const pages = book.nodes.filter((n) => n.kind === "page");
  const meta = [
    ...pageMeta({
      title: book.title,
      siteName: site.siteName,
      description,
      url: canonical,
      ...cardImage(picked, book.title),
      locale: locale.iso,
      type: "article",
    }),
    jsonLdMeta({
      "@context": "https://schema.org",
      "@type": "Book",
      name: book.title,
      description,
      url: canonical,
      genre: book.subject,
      inLanguage: locale.iso,
      dateModified: isoTime(book.update_time),
      numberOfPages: pages.length,
      ...(book.cover ? { image: book.cover.url } : {}),
      publisher: { "@type": "Organization", name: site.siteName },
      hasPart: pages.map((p, i) => ({
        "@type": "Chapter",
        position: i + 1,
        name: p.title,
        url: absoluteUrl(host, localePath(locale, cataloguePagePath(book.rid, p.id))),
      })),
    }),
  ];
  return {
    book,
    meta,
    wechat: { title: book.title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
