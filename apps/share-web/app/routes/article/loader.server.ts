import { data } from "react-router";
import { BODY_IMAGE_SIZES, sizedBodyImages } from "../../components/article/sized-body-images.ts";
import { toCardView } from "../../components/content/card-view.ts";
import {
  contentRequest,
  fetchContentItem,
  finishContentPage,
  itemHeader,
  preloadPicture,
  screenComments,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { loadItemPlace, withContentLocation } from "../../components/place/place.server.ts";
import {
  isPreviewActor,
  loadPreviewDocument,
  PREVIEW_HEADERS,
  previewStampRedirect,
} from "../../components/preview/preview.server.ts";
import { getRecommend } from "../../platform/api.server.ts";
import type { Route } from "./+types/route";
import { articleShareMeta } from "./share-meta.server.ts";

const RECOMMEND_SIZE = 6;

/** An article (or its preview): awaited for the first paint; related items deferred. */
export async function loadArticle(args: Route.LoaderArgs) {
  const preview = isPreviewActor(args.params.actor);
  if (preview) {
    const stamp = previewStampRedirect(args.request.url);
    if (stamp) throw stamp;
  }
  const request = contentRequest(args, { preview });
  // Asked for beside the article: the head names it once it is in.
  const place = preview ? null : loadItemPlace(request.postId);
  const screen = await fetchContentItem(
    request,
    "doc",
    preview ? (id) => loadPreviewDocument(id, args.request.url) : undefined,
  );
  const article = screen.item;
  // Related items never fail the page; a client navigation shows the article before them.
  const recommend = getRecommend(request.postId, RECOMMEND_SIZE).then(
    (r) => r.list.map(toCardView),
    () => null,
  );
  // Deferred too, after the related items (none for a draft): asked for now, not after the head.
  const comments = preview ? Promise.resolve(null) : screenComments(article);
  // The body's images are in its HTML already (given the files they are served at); only the first
  // is named, to be preloaded.
  const body_html = sizedBodyImages(article.body_html, article.images);
  const leadImage = article.images[0] ?? null;
  const shared = articleShareMeta(article, {
    ...(await shareContext(screen, preloadPicture(leadImage, BODY_IMAGE_SIZES))),
    leadImage,
    preview,
  });
  const share = place ? withContentLocation(shared, await place.place) : shared;
  // The page gets what it shows of the article; the rest (summary, keywords, cover) is in its head already.
  const page = {
    article: { ...itemHeader(article), status: article.status, author: article.author, body_html },
    // Awaited for the page's HTML; for a client navigation deferred, in one order whichever answered
    // first: the related items, the first comments (none for a draft), then the place and its weather.
    ...(await finishContentPage(args, share, {
      recommend,
      comments,
      place: place?.place ?? Promise.resolve(null),
      weather: place?.weather ?? Promise.resolve(null),
    })),
    preview,
  };
  return data(page, preview ? { headers: PREVIEW_HEADERS } : undefined);
}
