import { Suspense, useRef } from "react";
import { ArticleByline } from "../../components/article/article-byline.tsx";
import { ArticleStats } from "../../components/article/article-stats.tsx";
import { lazyBodyImages } from "../../components/article/lazy-body-images.ts";
import { useReadingPlace } from "../../components/article/use-reading-place.ts";
import { contentScreen } from "../../components/content/content-screen.tsx";
import { PlaceSection } from "../../components/place/place-section.tsx";
import { socialItem } from "../../components/social/marks.ts";
import { SocialBar } from "../../components/social/social-bar.tsx";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { publicPageCache } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import cssText from "./article.css?inline";
import cssHref from "./article.css?url";
import { loadArticle } from "./loader.server.ts";

/**
 * The strip of a preview page. Only an editor's draft shows it: its code comes with such a page
 * and is not on every reader's way. The server renders it as always.
 */
const PreviewBanner = lazyPart(
  () => import("../../components/preview/preview-banner.tsx").then((m) => m.PreviewBanner),
  "preview-banner",
);

const screen = contentScreen("article", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  // A preview's loader sends its own (no-store, noindex); every other article is public.
  const headers = new Headers(loaderHeaders);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", publicPageCache(60, 300));
  return headers;
}

export function loader(args: Route.LoaderArgs) {
  return loadArticle(args);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, recommend, preview, comments } = loaderData;
  const { contentLang } = useI18n();
  const body = useRef<HTMLDivElement>(null);
  // Previews are not counted.
  useReadTracking(preview || article.status !== "published" ? null : article.id, body);
  // A reader coming back to it starts where they stopped.
  useReadingPlace(preview ? null : article.id, body);
  return (
    <screen.Page
      item={article}
      comments={preview ? null : comments}
      related={{ items: recommend, title: "article.recommend" }}
      banner={
        preview && (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        )
      }
    >
      <article className="article">
        <h1 className="article__title" lang={contentLang}>
          {article.title}
        </h1>
        <ArticleByline article={article} />
        <div
          ref={body}
          className="article-body"
          lang={contentLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
          dangerouslySetInnerHTML={{ __html: lazyBodyImages(article.body_html) }}
        />
        <PlaceSection place={loaderData.place} weather={loaderData.weather} />
        <ArticleStats article={article} />
        {!preview && <SocialBar item={socialItem(article)} />}
      </article>
    </screen.Page>
  );
}
