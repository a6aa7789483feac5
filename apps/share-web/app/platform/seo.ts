import type { MetaDescriptor } from "react-router";
import { LOCALES, localePath } from "./i18n/locales.ts";

export const BASENAME = "/davmu/share";

/** The absolute address of a site path on the public (wap) host. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, "")}${BASENAME}${path === "/" ? "/" : path}`;
}

/** One language's address of a page, as `<link rel="alternate" hreflang>` and a sitemap name it. */
export type Alternate = { hreflang: string; href: string };

/**
 * The page at `path` (without a locale prefix) in every language of the site, and `x-default`
 * for the default one: what the page's head and its sitemap entries both say.
 */
export function pageAlternates(origin: string, path: string): Alternate[] {
  const each = LOCALES.map((l) => ({ hreflang: l.iso, href: absoluteUrl(origin, localePath(l, path)) }));
  return [...each, { hreflang: "x-default", href: each[0]?.href ?? absoluteUrl(origin, path) }];
}

/** The first screen's largest picture, with the files it is served at: the preload fetches the one the image will. */
export type PreloadImage = { url: string; srcSet?: string; sizes?: string };

export type PageMetaInput = {
  title: string;
  siteName: string;
  description: string;
  keywords?: string;
  /** Absolute canonical URL. */
  url?: string;
  /** Absolute image URL. */
  image?: string | null;
  imageAlt?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** The page's language as an ISO code (zh-CN), given to Open Graph as zh_CN. */
  locale?: string;
  type?:
    | "website"
    | "article"
    | "video.other"
    | "video.tv_show"
    | "music.song"
    | "music.playlist"
    | "profile";
  noindex?: boolean;
  /** The page in each language (pageAlternates), beside its canonical. */
  alternates?: Alternate[];
  /** The page's largest image on the first screen: fetched before the scripts compete with it. */
  preloadImage?: PreloadImage | null;
};

/**
 * Title, description, canonical, Open Graph and Twitter card tags of one page, for the server-rendered
 * head. Content pages build theirs through their share meta (features/share), which adds the rest.
 */
/** The card's picture as pageMeta takes it, from a picked share image (its size when known) and its text. */
export function cardImage(
  picked: { url: string; width?: number; height?: number } | null,
  alt?: string,
): Pick<PageMetaInput, "image" | "imageWidth" | "imageHeight" | "imageAlt"> {
  return {
    image: picked?.url ?? null,
    imageWidth: picked?.width,
    imageHeight: picked?.height,
    imageAlt: alt,
  };
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = input.title === input.siteName ? input.title : `${input.title} - ${input.siteName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description, "data-page": "1" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:site_name", content: input.siteName },
  ];
  if (input.keywords) tags.push({ name: "keywords", content: input.keywords, "data-page": "1" });
  if (input.url) {
    tags.push(
      { tagName: "link", rel: "canonical", href: input.url },
      { property: "og:url", content: input.url },
    );
  }
  for (const a of input.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href });
  }
  if (input.locale) tags.push({ property: "og:locale", content: input.locale.replace("-", "_") });
  if (input.image) {
    tags.push({ property: "og:image", content: input.image });
    if (input.imageWidth && input.imageHeight) {
      tags.push(
        { property: "og:image:width", content: String(input.imageWidth) },
        { property: "og:image:height", content: String(input.imageHeight) },
      );
    }
    if (input.imageAlt) tags.push({ property: "og:image:alt", content: input.imageAlt });
  }
  // A large card when there is a picture to show, the small one otherwise.
  tags.push(
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  );
  if (input.image) tags.push({ name: "twitter:image", content: input.image });
  if (input.image && input.imageAlt) tags.push({ name: "twitter:image:alt", content: input.imageAlt });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (input.preloadImage) {
    tags.push({
      tagName: "link",
      rel: "preload",
      as: "image",
      href: input.preloadImage.url,
      ...(input.preloadImage.srcSet
        ? { imageSrcSet: input.preloadImage.srcSet, imageSizes: input.preloadImage.sizes }
        : {}),
      fetchPriority: "high",
    });
  }
  return tags;
}
