import type { ContentDetail, VideoMedia } from "@davmu/contract/client";
import type { MetaDescriptor } from "react-router";
import { type Alternate, type PageMetaInput, type PreloadImage, pageMeta } from "../../platform/seo.ts";
import { itemFacts } from "./item-facts.ts";
import {
  clampText,
  jsonLdMeta,
  type ShareImageCandidate,
  type ShareMeta,
  type ShareSite,
} from "./share-meta.ts";

/** Google shows headlines and names up to 110 characters; longer ones are reported as errors. */
export const HEADLINE_MAX = 110;

/** What every share-meta builder is given besides the item: the site, the address, the preload. */
export type ShareContext = {
  site: ShareSite;
  /** The absolute canonical address of the page. */
  canonical: string;
  /** The page's language as an ISO code (zh-CN, en-US). */
  language: string;
  /** The first screen's largest picture, preloaded before the scripts compete with it. */
  preloadImage?: PreloadImage | null;
  /** The page in each language, as its sitemap entry names it too. */
  alternates?: Alternate[];
  /** Links that find the page's other forms: its oEmbed answer, its feed. */
  discovery?: MetaDescriptor[];
};

/** What every content item gives its share: its words, its author and its views. */
export type ShareItem = Pick<ContentDetail, "title" | "summary" | "keywords" | "source" | "mp"> & {
  author?: string | null;
  view_count?: number;
};

/** What one schema.org type adds to the share every content item has. */
export type ShareSpec = {
  /** schema.org's type of the item (NewsArticle, VideoObject, MusicPlaylist, ...). */
  schemaType: string;
  /** Open Graph's type of the page. */
  ogType: NonNullable<PageMetaInput["type"]>;
  /** The pictures a card may show, best first; the site's share picture and its logo follow them. */
  pictures: ShareImageCandidate[];
  /** The card picture's text, when it is one of the item's own; the title stands in otherwise. */
  imageAlt?: (image: string | null) => string | null | undefined;
  /** What visitors do with the item, counted as its views in `interactionStatistic`. */
  interaction?: "WatchAction" | "ListenAction" | "ViewAction";
  /** The type's own JSON-LD fields, given the card's picture. */
  jsonLd: (image: string | null, description: string) => Record<string, unknown>;
  /** The type's own head tags after the page's own, given the card's picture. */
  meta?: (image: string | null) => MetaDescriptor[];
  /** The address WeChat's card opens, where it is not the canonical one (an album's playing episode). */
  wechatLink?: string;
  /** A preview of a draft: kept out of search engines, with no canonical address or JSON-LD. */
  preview?: boolean;
};

/** Who made an item, as schema.org names them: its author, else its media account, else its source. */
export function authorOf(item: Pick<ShareItem, "author" | "mp" | "source">): Record<string, unknown> {
  if (item.author) return { "@type": "Person", name: item.author };
  if (item.mp) return { "@type": "Person", name: item.mp.name };
  return { "@type": "Organization", name: item.source };
}

/** The site as the publisher of everything on it, with its logo when it has one. */
export function publisherOf(site: ShareSite): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: site.siteName,
    ...(site.logo ? { logo: { "@type": "ImageObject", url: site.logo } } : {}),
  };
}

/**
 * The one metadata source of a content page, from which each type's builder is made: the head's
 * tags (title, description, canonical, Open Graph, Twitter, the preload), WeChat's share card and
 * schema.org JSON-LD. The parts every item has (description, picture, author, publisher, views,
 * language) are written here; `spec` adds the type's own. A player card, where the type's tags
 * name one, replaces the summary card.
 */
export function contentShareMeta(item: ShareItem, ctx: ShareContext, spec: ShareSpec): ShareMeta {
  const { site, canonical } = ctx;
  const facts = itemFacts(item, site, spec.pictures);
  const { description, image: picked } = facts;
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": spec.schemaType,
    url: canonical,
    description,
    ...spec.jsonLd(image, description),
    ...(spec.interaction && item.view_count !== undefined
      ? {
          interactionStatistic: {
            "@type": "InteractionCounter",
            interactionType: { "@type": spec.interaction },
            userInteractionCount: item.view_count,
          },
        }
      : {}),
    author: authorOf(item),
    publisher: publisherOf(site),
    inLanguage: ctx.language,
  };
  const meta = [
    ...pageMeta({
      title: item.title,
      siteName: site.siteName,
      description,
      keywords: item.keywords.join(","),
      url: spec.preview ? undefined : canonical,
      noindex: spec.preview,
      image,
      imageAlt: spec.imageAlt?.(image) || item.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: spec.ogType,
      preloadImage: ctx.preloadImage,
      alternates: spec.preview ? undefined : ctx.alternates,
    }),
    ...(spec.preview ? [] : (ctx.discovery ?? [])),
    ...(spec.meta?.(image) ?? []),
    ...(spec.preview ? [] : [jsonLdMeta(jsonLd)]),
  ];
  return {
    meta: withPlayerCard(meta),
    wechat: {
      title: item.title,
      desc: clampText(item.summary || site.description),
      link: spec.wechatLink ?? canonical,
      // WeChat shows a grey square without a picture: the site's logo is the last resort.
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}

/** A player card, where there is one, replaces the summary card pageMeta wrote. */
export function withPlayerCard(meta: MetaDescriptor[]): MetaDescriptor[] {
  const player = meta.some((m) => "name" in m && m.name === "twitter:card" && m.content === "player");
  return player
    ? meta.filter((m) => !("name" in m && m.name === "twitter:card" && m.content !== "player"))
    : meta;
}

type FileMedia = Pick<VideoMedia, "url" | "mime" | "width" | "height">;

/**
 * `og:video` and the Twitter player card of the video a page plays, where its MP4 is served over
 * https (scrapers refuse a player or a file over plain http); nothing otherwise. `pageUrl` is the
 * page Twitter frames as the player.
 */
export function videoFileMeta(media: FileMedia | null, pageUrl: string): MetaDescriptor[] {
  if (!media || !/^https:\/\//i.test(media.url)) return [];
  return [
    { property: "og:video", content: media.url },
    { property: "og:video:secure_url", content: media.url },
    { property: "og:video:type", content: media.mime },
    { property: "og:video:width", content: String(media.width) },
    { property: "og:video:height", content: String(media.height) },
    // Twitter's player card plays the page itself in a frame; the stream is the file.
    { name: "twitter:card", content: "player" },
    { name: "twitter:player", content: pageUrl },
    { name: "twitter:player:width", content: String(media.width) },
    { name: "twitter:player:height", content: String(media.height) },
    { name: "twitter:player:stream", content: media.url },
    { name: "twitter:player:stream:content_type", content: media.mime },
  ];
}
