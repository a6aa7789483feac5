import {
  type ContentDetail,
  type GalleryImage,
  type MediaWidth,
  mediaWidthUrl,
} from "@davmu/contract/client";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
  shareImage,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";

export type GalleryShareInput = Pick<
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
  | "view_count"
> & { images: readonly GalleryImage[] };

export type GalleryShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the gallery's page (without the picture parameter). */
  canonical: string;
  /** ISO language code of the page (zh-CN, en-US). */
  language: string;
  /** The picture the page opens on: the first screen's largest paint, preloaded. */
  preloadImage?: PreloadImage | null;
};

/** Scrapers that take several pictures (Facebook, Telegram) show a few at most. */
const SHARED_PICTURES = 3;
/** Google shows headlines up to 110 characters. */
const HEADLINE_MAX = 110;
/** A thumbnail in search results: the service's width nearest 240 px. */
const THUMBNAIL_WIDTH: MediaWidth = 240;

/** An absolute http(s) picture, as scrapers need it. */
const usable = (image: GalleryImage) => shareImage(image.url) !== null;

/** One picture as schema.org has it, in the gallery's order (the list's own). */
function imageObject(image: GalleryImage): Record<string, unknown> {
  const thumbnail = image.widths?.includes(THUMBNAIL_WIDTH)
    ? mediaWidthUrl(image.url, THUMBNAIL_WIDTH)
    : null;
  const caption = image.caption || image.alt;
  return {
    "@type": "ImageObject",
    contentUrl: image.url,
    width: image.width,
    height: image.height,
    ...(caption ? { caption } : {}),
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
  };
}

/**
 * The one metadata source of a gallery: the head's tags (an article to Open Graph, with its first
 * pictures as og:image), WeChat's share card and ImageGallery JSON-LD listing every picture.
 */
export function galleryShareMeta(gallery: GalleryShareInput, ctx: GalleryShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(gallery.summary || site.description, 200);
  const pictures = gallery.images.filter(usable);
  const picked = pickShareImage(
    pictures[0],
    gallery.cover,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const image = picked?.url ?? null;
  const author = gallery.author
    ? { "@type": "Person", name: gallery.author }
    : gallery.mp
      ? { "@type": "Person", name: gallery.mp.name }
      : { "@type": "Organization", name: gallery.source };
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    url: canonical,
    name: clampText(gallery.title, HEADLINE_MAX),
    headline: clampText(gallery.title, HEADLINE_MAX),
    description,
    ...(image
      ? { image: pictures.length ? pictures.slice(0, SHARED_PICTURES).map((p) => p.url) : [image] }
      : {}),
    datePublished: isoTime(gallery.publish_time),
    dateModified: isoTime(Math.max(gallery.update_time, gallery.publish_time)),
    author,
    publisher: {
      "@type": "Organization",
      name: site.siteName,
      ...(site.logo ? { logo: { "@type": "ImageObject", url: site.logo } } : {}),
    },
    inLanguage: ctx.language,
    ...(gallery.keywords.length ? { keywords: gallery.keywords.join(",") } : {}),
    numberOfItems: gallery.images.length,
    associatedMedia: pictures.map(imageObject),
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "ViewAction" },
      userInteractionCount: gallery.view_count,
    },
  };
  // Beyond the first (pageMeta's), each further picture is an og:image followed by its own size.
  const morePictures = pictures
    .slice(1, SHARED_PICTURES)
    .flatMap((p) => [
      { property: "og:image", content: p.url },
      { property: "og:image:width", content: String(p.width) },
      { property: "og:image:height", content: String(p.height) },
      ...(p.alt || p.caption ? [{ property: "og:image:alt", content: p.alt || p.caption }] : []),
    ]);
  const firstAlt = pictures[0] && image === pictures[0].url ? pictures[0].alt || pictures[0].caption : "";
  const meta = [
    ...pageMeta({
      title: gallery.title,
      siteName: site.siteName,
      description,
      keywords: gallery.keywords.join(","),
      url: canonical,
      image,
      imageAlt: firstAlt || gallery.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "article",
      preloadImage: ctx.preloadImage,
    }),
    ...(image === pictures[0]?.url ? morePictures : []),
    { property: "article:published_time", content: isoTime(gallery.publish_time) },
    {
      property: "article:modified_time",
      content: isoTime(Math.max(gallery.update_time, gallery.publish_time)),
    },
    ...(gallery.author ? [{ property: "article:author", content: gallery.author }] : []),
    ...(gallery.channel ? [{ property: "article:section", content: gallery.channel.name }] : []),
    ...gallery.keywords.map((k) => ({ property: "article:tag", content: k })),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta,
    wechat: {
      title: gallery.title,
      desc: clampText(gallery.summary || site.description),
      link: canonical,
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}
