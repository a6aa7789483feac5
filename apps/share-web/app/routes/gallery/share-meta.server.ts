import {
  type ContentDetail,
  type GalleryImage,
  type MediaWidth,
  mediaWidthUrl,
} from "@davmu/contract/client";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
} from "../../components/share/content-share-meta.server.ts";
import {
  articleTags,
  clampText,
  isoTime,
  type ShareMeta,
  shareImage,
} from "../../components/share/share-meta.ts";

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

/** Scrapers that take several pictures (Facebook, Telegram) show a few at most. */
const SHARED_PICTURES = 3;
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
export function galleryShareMeta(gallery: GalleryShareInput, ctx: ShareContext): ShareMeta {
  const pictures = gallery.images.filter(usable);
  const first = pictures[0];
  // Beyond the first (pageMeta's), each further picture is an og:image followed by its own size.
  const morePictures = pictures
    .slice(1, SHARED_PICTURES)
    .flatMap((p) => [
      { property: "og:image", content: p.url },
      { property: "og:image:width", content: String(p.width) },
      { property: "og:image:height", content: String(p.height) },
      ...(p.alt || p.caption ? [{ property: "og:image:alt", content: p.alt || p.caption }] : []),
    ]);
  return contentShareMeta(gallery, ctx, {
    schemaType: "ImageGallery",
    ogType: "article",
    pictures: [first, gallery.cover],
    imageAlt: (image) => (first && image === first.url ? first.alt || first.caption : null),
    interaction: "ViewAction",
    jsonLd: (image) => ({
      mainEntityOfPage: { "@type": "WebPage", "@id": ctx.canonical },
      name: clampText(gallery.title, HEADLINE_MAX),
      headline: clampText(gallery.title, HEADLINE_MAX),
      ...(image
        ? { image: pictures.length ? pictures.slice(0, SHARED_PICTURES).map((p) => p.url) : [image] }
        : {}),
      datePublished: isoTime(gallery.publish_time),
      dateModified: isoTime(Math.max(gallery.update_time, gallery.publish_time)),
      ...(gallery.keywords.length ? { keywords: gallery.keywords.join(",") } : {}),
      numberOfItems: gallery.images.length,
      associatedMedia: pictures.map(imageObject),
    }),
    meta: (image) => [...(first && image === first.url ? morePictures : []), ...articleTags(gallery)],
  });
}
