import type { ContentDetail, Image } from "@davmu/contract/client";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";

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

export type ArticleShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the article. */
  canonical: string;
  /** The first image of the body, when the article has no cover. */
  leadImage: Image | null;
  /** ISO language code of the page (zh-CN, en-US). */
  language: string;
  /** The largest image of the first screen, preloaded before the scripts compete with it. */
  preloadImage?: PreloadImage | null;
  /** A preview of a draft: kept out of search engines, with no canonical address or JSON-LD. */
  preview?: boolean;
};

/** Google shows headlines up to 110 characters; longer ones are reported as errors. */
const HEADLINE_MAX = 110;

/** The one metadata source of an article: head tags, WeChat's share card and NewsArticle JSON-LD. */
export function articleShareMeta(article: ArticleShareInput, ctx: ArticleShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(article.summary || site.description, 200);
  const picked = pickShareImage(
    article.cover,
    ctx.leadImage,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const image = picked?.url ?? null;
  const publisher = {
    "@type": "Organization",
    name: site.siteName,
    ...(site.logo ? { logo: { "@type": "ImageObject", url: site.logo } } : {}),
  };
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    url: canonical,
    headline: clampText(article.title, HEADLINE_MAX),
    description,
    ...(image ? { image: [image] } : {}),
    datePublished: isoTime(article.publish_time),
    dateModified: isoTime(Math.max(article.update_time, article.publish_time)),
    author: article.author
      ? { "@type": "Person", name: article.author }
      : { "@type": "Organization", name: article.source },
    publisher,
    inLanguage: ctx.language,
    ...(article.channel ? { articleSection: article.channel.name } : {}),
    ...(article.keywords.length ? { keywords: article.keywords.join(",") } : {}),
  };
  const meta = [
    ...pageMeta({
      title: article.title,
      siteName: site.siteName,
      description,
      keywords: article.keywords.join(","),
      url: ctx.preview ? undefined : canonical,
      noindex: ctx.preview,
      image,
      imageAlt: article.cover?.alt || article.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "article",
      preloadImage: ctx.preloadImage,
    }),
    { property: "article:published_time", content: isoTime(article.publish_time) },
    {
      property: "article:modified_time",
      content: isoTime(Math.max(article.update_time, article.publish_time)),
    },
    ...(article.author ? [{ property: "article:author", content: article.author }] : []),
    ...(article.channel ? [{ property: "article:section", content: article.channel.name }] : []),
    ...article.keywords.map((k) => ({ property: "article:tag", content: k })),
    ...(ctx.preview ? [] : [jsonLdMeta(jsonLd)]),
  ];
  return {
    meta,
    wechat: {
      title: article.title,
      desc: clampText(article.summary || site.description),
      link: canonical,
      // WeChat shows a grey square without an image: the site's logo is the last resort.
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}
