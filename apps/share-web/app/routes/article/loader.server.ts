import { data, redirect } from "react-router";
import { sizedBodyImages } from "../../components/article/sized-body-images.ts";
import { toCardView } from "../../components/content/card-view.ts";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import {
  isPreviewActor,
  loadPreviewDocument,
  PREVIEW_HEADERS,
  previewStampRedirect,
} from "../../components/preview/preview.server.ts";
import { getContentDetail, getRecommend } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl, BASENAME } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

const RECOMMEND_SIZE = 6;

/** An article (or its preview): awaited for the first paint; related items deferred. */
export async function loadArticle({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname.replace(BASENAME, ""));
  const postId = resolvePostId(params);
  const preview = isPreviewActor(params.actor);
  if (preview) {
    const stamp = previewStampRedirect(request.url);
    if (stamp) throw stamp;
  }
  if (!preview && ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const article = preview
    ? await loadPreviewDocument(postId, request.url)
    : await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (article.type !== "doc") throw routeError(404);
  // Deferred: related items stream in after the article and never fail the page.
  const recommend = getRecommend(postId, RECOMMEND_SIZE).then(
    (r) => r.list.map(toCardView),
    () => null,
  );
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(article)));
  // The body's images are in its HTML already (given the files they are served at); only the first
  // is named, to be preloaded.
  const { images, body_html, ...rest } = article;
  const shown = { ...rest, body_html: sizedBodyImages(body_html, images) };
  const page = { article: shown, leadImage: images[0] ?? null, canonical, recommend, preview };
  return data(page, preview ? { headers: PREVIEW_HEADERS } : undefined);
}
