import { type ContentBlock, type ContentModelPage, mediaSrcSet } from "@davmu/contract";
import { redirect } from "react-router";
import { toCardView } from "../../components/content/card-view.ts";
import { contentModelHref } from "../../components/content/editorial-href.ts";
import { toPlayerMedia } from "../../components/player/player-media.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import type { BlockView } from "./block-view.ts";

/** A banner spans the page (720 px at most). */
export const BLOCK_WIDE_SIZES = "(min-width: 720px) 720px, 100vw";

/** What a block shows, trimmed: cards to card views, a video to what the player needs. */
function toBlockView(block: ContentBlock): BlockView {
  switch (block.type) {
    case "cards":
      return { ...block, list: block.list.map(toCardView) };
    case "video":
      return {
        type: "video",
        title: block.title,
        id: block.card.id,
        name: block.card.title,
        media: toPlayerMedia(block.media),
        poster: block.media.poster,
      };
    default:
      return block;
  }
}

/**
 * A page of content-model blocks (spec §2 `/content_model/{index}`, docs/decisions/0069): the
 * `{index}` is the page's id; one that does not decode is the 404 page, as is a page not there.
 */
export async function loadContentModel({ params, request }: { params: { "*"?: string }; request: Request }) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const [id] = splatSegments(params, 1) ?? [];
  if (!id || ids().decode(id) === null) throw redirect(localePath(locale, "/404"));
  const page: ContentModelPage = await serverApi().contentModel({ params: { id } }).catch(toRouteError);
  const site = await pageShareSite(pathname);
  const canonical = absoluteUrl(
    getServerConfig().DAVMU_WAP_HOST,
    localePath(locale, contentModelHref(page.id)),
  );
  const description = clampText(page.description || site.description);
  const first = page.blocks[0];
  const banner = first?.type === "banner" ? first.image : null;
  const firstPicture = page.blocks.find((b) => b.type === "banner" || b.type === "image");
  const picked = pickShareImage(
    firstPicture && "image" in firstPicture ? firstPicture.image : null,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  return {
    id: page.id,
    title: page.title,
    blocks: page.blocks.map(toBlockView),
    meta: [
      ...pageMeta({
        title: page.title,
        siteName: site.siteName,
        description,
        url: canonical,
        ...cardImage(picked, page.title),
        locale: locale.iso,
        preloadImage: banner && {
          url: banner.url,
          srcSet: mediaSrcSet(banner.url, banner.widths, banner.width) || undefined,
          sizes: BLOCK_WIDE_SIZES,
        },
      }),
      jsonLdMeta({
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: page.title,
        description,
        url: canonical,
        inLanguage: locale.iso,
        dateModified: isoTime(page.update_time),
        ...(picked ? { primaryImageOfPage: picked.url } : {}),
      }),
    ],
    wechat: { title: page.title, desc: description, link: canonical, imgUrl: picked?.url ?? "" },
  };
}
