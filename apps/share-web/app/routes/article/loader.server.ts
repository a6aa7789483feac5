import { mediaSrcSet } from "@davmu/contract/client";
import { data, redirect } from "react-router";
import { BODY_IMAGE_SIZES, sizedBodyImages } from "../../components/article/sized-body-images.ts";
import { firstComments } from "../../components/comments/comments.server.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { loadItemPlace, withContentLocation } from "../../components/place/place.server.ts";
import {
  isPreviewActor,
  loadPreviewDocument,
  PREVIEW_HEADERS,
  previewStampRedirect,
} from "../../components/preview/preview.server.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getContentDetail, getRecommend } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { articleShareMeta } from "./share-meta.server.ts";

const RECOMMEND_SIZE = 6;

/** An article (or its preview): awaited for the first paint; related items deferred. */
export async function loadArticle({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  const preview = isPreviewActor(params.actor);
  if (preview) {
    const stamp = previewStampRedirect(request.url);
    if (stamp) throw stamp;
  }
  if (!preview && ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  // Asked for beside the article: the head names it once it is in.
  const place = preview ? null : loadItemPlace(postId);
  const article = preview
    ? await loadPreviewDocument(postId, request.url)
    : await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (article.type !== "doc") throw routeError(404);
  // Related items never fail the page; a client navigation shows the article before them.
  const recommend = getRecommend(postId, RECOMMEND_SIZE).then(
    (r) => r.list.map(toCardView),
    () => null,
  );
  // Deferred too, after the related items (none for a draft): asked for now, not after the head.
  const comments = preview ? Promise.resolve(null) : firstComments(article.id, article.mp !== null);
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(article)));
  // The body's images are in its HTML already (given the files they are served at); only the first
  // is named, to be preloaded.
  const { images, body_html, ...rest } = article;
  const shown = { ...rest, body_html: sizedBodyImages(body_html, images) };
  const leadImage = images[0] ?? null;
  const shared = articleShareMeta(shown, {
    site: await pageShareSite(pathname),
    canonical,
    leadImage,
    language: locale.iso,
    preloadImage: leadImage && {
      url: leadImage.url,
      srcSet: mediaSrcSet(leadImage.url, leadImage.widths, leadImage.width) || undefined,
      sizes: BODY_IMAGE_SIZES,
    },
    preview,
  });
  const share = place ? withContentLocation(shared, await place.place) : shared;
  // The page gets what it shows of the article; the rest (summary, keywords, cover) is in its head already.
  const {
    id,
    type,
    status,
    title,
    mp,
    source,
    author,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
  } = shown;
  const page = {
    article: {
      id,
      type,
      status,
      title,
      body_html: shown.body_html,
      mp,
      source,
      author,
      publish_time,
      view_count,
      like_count,
      collect_count,
      comment_count,
    },
    // Awaited for the page's HTML; for a client navigation deferred, in one order whichever answered
    // first: the related items, the first comments (none for a draft), then the place and its weather.
    ...(await deferredData(context, {
      recommend,
      comments,
      place: place?.place ?? Promise.resolve(null),
      weather: place?.weather ?? Promise.resolve(null),
    })),
    preview,
    meta: share.meta,
    wechat: share.wechat,
  };
  return data(page, preview ? { headers: PREVIEW_HEADERS } : undefined);
}
