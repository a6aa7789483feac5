import { CONTENT_ROUTE_SEGMENT, type ContentDetail, type ContentType } from "@davmu/contract/client";
import { getAudioAlbum, getContentDetail, getVideoAlbum } from "../../platform/api.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { absoluteUrl, BASENAME } from "../../platform/seo.ts";
import { resolvePostId } from "../content/content-href.ts";
import { itemFacts, itemPictures } from "../share/item-facts.ts";
import type { ShareSite } from "../share/share-meta.ts";
import { EMBED_TYPES, embedPath, OEMBED_TYPES } from "./reach-paths.ts";

/** What a page's address names: its type, its source and its id, in its language. */
export type OembedTarget = { type: ContentType; id: string; mp: boolean; localePrefix: string };

const TYPE_OF_SEGMENT = new Map(
  Object.entries(CONTENT_ROUTE_SEGMENT).map(([type, segment]) => [segment, type]),
);

/** The item a page address of this site names, or null when it names none with an oEmbed answer. */
export function oembedTarget(url: string, origin: string): OembedTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin || !parsed.pathname.startsWith(`${BASENAME}/`)) return null;
  const path = parsed.pathname.slice(BASENAME.length);
  const locale = localeFromPath(path);
  const [actor, segment, ...rest] = path.slice(locale.prefix.length + 1).split("/");
  const type = TYPE_OF_SEGMENT.get(segment ?? "") as ContentType | undefined;
  const id = resolvePostId({ "*": rest.join("/") });
  if (!actor || actor.startsWith("preview-") || !type || !OEMBED_TYPES.has(type) || !id) return null;
  return { type, id, mp: actor === "mp", localePrefix: locale.prefix };
}

/** The item an oEmbed answer describes, by the call its page reads it with. */
export function fetchOembedItem(target: OembedTarget): Promise<ContentDetail> {
  if (target.type === "audio_album") return getAudioAlbum(target.id);
  if (target.type === "video_album") return getVideoAlbum(target.id);
  return getContentDetail(target.id, target.mp ? "mp" : "normal");
}

/** The player's natural size: a short video stands, a video lies, an audio player is a strip. */
function naturalSize(item: ContentDetail): { width: number; height: number } {
  if (item.media?.kind === "video")
    return { width: 640, height: Math.round((640 * item.media.height) / item.media.width) };
  if (item.type === "svideo") return { width: 360, height: 640 };
  if (item.type === "audio" || item.type === "audio_album") return { width: 480, height: 180 };
  return { width: 640, height: 360 };
}

/** A size scaled down, keeping its proportions, to fit within the consumer's bounds. */
export function fitWithin(
  size: { width: number; height: number },
  max: { width?: number; height?: number },
): { width: number; height: number } {
  const scale = Math.min(1, (max.width ?? Infinity) / size.width, (max.height ?? Infinity) / size.height);
  return {
    width: Math.max(1, Math.floor(size.width * scale)),
    height: Math.max(1, Math.floor(size.height * scale)),
  };
}

/**
 * The oEmbed answer of an item (oEmbed 1.0): a player (`video`, or `rich` for audio) framing its
 * embed page at a size within `maxwidth`/`maxheight`, a gallery's first picture as a `photo`, an
 * article as a `link`; its title, author and thumbnail are its share card's (itemFacts).
 */
export function oembedAnswer(
  item: ContentDetail,
  target: OembedTarget,
  site: ShareSite,
  origin: string,
  max: { width?: number; height?: number },
): Record<string, string | number> {
  const facts = itemFacts(item, site, itemPictures(item));
  const common: Record<string, string | number> = {
    version: "1.0",
    title: facts.title,
    author_name: item.mp?.name ?? item.source,
    provider_name: site.siteName,
    provider_url: absoluteUrl(origin, localePath(localeFromPath(target.localePrefix), "/")),
    cache_age: 3600,
    ...(facts.image
      ? {
          thumbnail_url: facts.image.url,
          ...(facts.image.width && facts.image.height
            ? { thumbnail_width: facts.image.width, thumbnail_height: facts.image.height }
            : {}),
        }
      : {}),
  };
  if (EMBED_TYPES.has(item.type)) {
    const { width, height } = fitWithin(naturalSize(item), max);
    const src = absoluteUrl(origin, `${target.localePrefix}${embedPath(item.type, item.id)}`);
    const title = facts.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    const html = `<iframe src="${src}" width="${width}" height="${height}" title="${title}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
    return {
      ...common,
      type: item.media?.kind === "video" || item.type === "video_album" ? "video" : "rich",
      html,
      width,
      height,
    };
  }
  const picture = item.media?.kind === "gallery" ? item.media.images[0] : undefined;
  if (picture) {
    const { width, height } = fitWithin(picture, max);
    return { ...common, type: "photo", url: picture.url, width, height };
  }
  return { ...common, type: "link" };
}
