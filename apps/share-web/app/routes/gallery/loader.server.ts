import { type GalleryImage, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { sizedBodyImages } from "../../components/article/sized-body-images.ts";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { pictureFromSearch } from "../../components/gallery/gallery-index.ts";
import { GALLERY_IMAGE_SIZES } from "../../components/gallery/gallery-layout.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getContentDetail, getRecommend } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { galleryShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 8;

/**
 * A gallery: awaited for the first paint (the picture it opens on is the page's largest paint),
 * related items deferred. `?p=3` opens the third picture.
 */
export async function loadGallery({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const item = await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (item.type !== "gallery") throw routeError(404);
  const images: GalleryImage[] = item.media?.kind === "gallery" ? item.media.images : [];
  const start = pictureFromSearch(new URL(request.url).searchParams, images.length);
  // Related items never fail the page; a client navigation shows the gallery before them.
  const related = getRecommend(postId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== postId).map(toCardView),
    () => null,
  );
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(item)));
  const opening = images[start];
  const share = galleryShareMeta(
    { ...item, images },
    {
      site: await pageShareSite(pathname),
      canonical,
      language: locale.iso,
      preloadImage: opening && {
        url: opening.url,
        srcSet: mediaSrcSet(opening.url, opening.widths, opening.width) || undefined,
        sizes: GALLERY_IMAGE_SIZES,
      },
    },
  );
  const {
    id,
    type,
    title,
    mp,
    source,
    author,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
  } = item;
  return {
    gallery: {
      id,
      type,
      title,
      // The introduction, sanitised when written; its own pictures (if any) sized like an article's.
      body_html: sizedBodyImages(item.body_html, item.images),
      mp,
      source,
      author,
      publish_time,
      view_count,
      like_count,
      collect_count,
      comment_count,
      // What the viewer draws of each picture; a caption is its text, the alt text only stands in for
      // a missing one.
      images: images.map(({ url, width, height, widths, caption, alt }) => ({
        url,
        width,
        height,
        widths,
        caption,
        ...(!caption && alt ? { alt } : {}),
      })),
    },
    start,
    // Awaited for the page's HTML, deferred in one order for a client navigation (deferred-order.server.ts).
    ...(await deferredData(context, { related, comments: firstComments(item.id, item.mp !== null) })),
    meta: share.meta,
    wechat: share.wechat,
  };
}
