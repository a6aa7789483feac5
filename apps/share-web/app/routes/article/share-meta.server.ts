import type { ContentDetail, Image } from "@davmu/contract/client";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
} from "../../components/share/content-share-meta.server.ts";
import { articleTags, clampText, isoTime, type ShareMeta } from "../../components/share/share-meta.ts";

export type ArticleShareInput = Pick<
  ContentDetail,
  | "title"
  | "summary"
  | "keywords"
  | "cover"
  | "author"
  | "source"
  | "mp"
  | "channel"
  | "publish_time"
  | "update_time"
>;

export type ArticleShareContext = ShareContext & {
  /** The first image of the body, when the article has no cover. */
  leadImage: Image | null;
  /** A preview of a draft: kept out of search engines, with no canonical address or JSON-LD. */
  preview?: boolean;
};

/** The one metadata source of an article: head tags, WeChat's share card and NewsArticle JSON-LD. */
export function articleShareMeta(article: ArticleShareInput, ctx: ArticleShareContext): ShareMeta {
  return contentShareMeta(article, ctx, {
    schemaType: "NewsArticle",
    ogType: "article",
    pictures: [article.cover, ctx.leadImage],
    imageAlt: () => article.cover?.alt,
    preview: ctx.preview,
    jsonLd: (image) => ({
      mainEntityOfPage: { "@type": "WebPage", "@id": ctx.canonical },
      headline: clampText(article.title, HEADLINE_MAX),
      ...(image ? { image: [image] } : {}),
      datePublished: isoTime(article.publish_time),
      dateModified: isoTime(Math.max(article.update_time, article.publish_time)),
      ...(article.channel ? { articleSection: article.channel.name } : {}),
      ...(article.keywords.length ? { keywords: article.keywords.join(",") } : {}),
    }),
    meta: () => articleTags(article),
  });
}
