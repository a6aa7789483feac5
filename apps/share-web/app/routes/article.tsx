import { mediaSrcSet } from "@davmu/contract/client";
import { useRef } from "react";
import { data, redirect } from "react-router";
import { ArticleByline } from "../features/article/article-byline.tsx";
import { ArticleRecommend } from "../features/article/article-recommend.tsx";
import { ArticleStats } from "../features/article/article-stats.tsx";
import { lazyBodyImages } from "../features/article/lazy-body-images.ts";
import { BODY_IMAGE_SIZES, sizedBodyImages } from "../features/article/sized-body-images.ts";
import { toCardView } from "../features/content/card-view.ts";
import { contentHref, resolvePostId } from "../features/content/content-href.ts";
import { PreviewBanner } from "../features/preview/preview-banner.tsx";
import { articleShareMeta } from "../features/share/article-share-meta.ts";
import { OpenAppBar } from "../features/share/open-app/open-app-bar.tsx";
import { type ShareHandle, shareSite } from "../features/share/route-share.ts";
import { SiteFooter } from "../features/site/site-footer.tsx";
import { SiteHeader } from "../features/site/site-header.tsx";
import { getContentDetail, getRecommend } from "../platform/api.server.ts";
import { getServerConfig } from "../platform/config.server.ts";
import { localeFromPath, localePath } from "../platform/i18n/locales.ts";
import { ids } from "../platform/ids.server.ts";
import {
  isPreviewActor,
  loadPreviewDocument,
  PREVIEW_HEADERS,
  previewStampRedirect,
} from "../platform/preview.server.ts";
import { publicPageCache, routeError, toRouteError } from "../platform/route-errors.server.ts";
import { absoluteUrl, BASENAME } from "../platform/seo.ts";
import { useReadTracking } from "../platform/tracker/use-read-tracking.ts";
import type { RootData } from "../platform/use-root-data.ts";
import type { Route } from "./+types/article";

const RECOMMEND_SIZE = 6;

type ArticleData = NonNullable<Route.MetaArgs["loaderData"]>;

/** The article's one metadata source, for its head and for WeChat's share card. */
export const handle: ShareHandle<ArticleData> = {
  share: ({ article, canonical, leadImage, preview }, root, pathname) =>
    articleShareMeta(article, {
      site: shareSite(root, pathname),
      canonical,
      leadImage,
      language: localeFromPath(pathname).iso,
      preloadImage: leadImage && {
        url: leadImage.url,
        srcSet: mediaSrcSet(leadImage.url, leadImage.widths, leadImage.width) || undefined,
        sizes: BODY_IMAGE_SIZES,
      },
      preview,
    }),
};

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return handle.share(loaderData, matches[0]?.data as RootData | undefined, location.pathname).meta;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  // A preview's loader sends its own (no-store, noindex); every other article is public.
  const headers = new Headers(loaderHeaders);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", publicPageCache(60, 300));
  return headers;
}

export async function loader({ params, request }: Route.LoaderArgs) {
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
    ? await loadPreviewDocument(postId)
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

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, recommend, preview } = loaderData;
  const body = useRef<HTMLDivElement>(null);
  // Previews are not counted.
  useReadTracking(preview || article.status !== "published" ? null : article.id, body);
  return (
    <div className="page page--article">
      <SiteHeader />
      {preview && <PreviewBanner />}
      <main>
        <article className="article">
          <h1 className="article__title">{article.title}</h1>
          <ArticleByline article={article} />
          <div
            ref={body}
            className="article-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
            dangerouslySetInnerHTML={{ __html: lazyBodyImages(article.body_html) }}
          />
          <ArticleStats article={article} />
        </article>
        <ArticleRecommend items={recommend} />
      </main>
      <SiteFooter />
      <OpenAppBar target={{ path: "content", params: { type: article.type, id: article.id } }} />
    </div>
  );
}
