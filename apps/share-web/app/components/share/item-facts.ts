import { clampText, pickShareImage, type ShareImageCandidate, type ShareSite } from "./share-meta.ts";

/** A page's description in its head and its JSON-LD, a feed item's and an embed's. */
export const DESCRIPTION_MAX = 200;

/** What every place that names an item says of it, so a card, a feed, an embed and a sitemap agree. */
export type ItemFacts = {
  title: string;
  description: string;
  /** The card's picture: the first usable of the item's, then the site's share picture, then its logo. */
  image: { url: string; width?: number; height?: number } | null;
};

/**
 * The one source of an item's title, description and picture, for its share card
 * (contentShareMeta), its sitemap entry, its feed entry and its oEmbed answer. `pictures` are the
 * item's own, best first (a video's poster before its cover: `itemPictures`).
 */
export function itemFacts(
  item: { title: string; summary: string },
  site: ShareSite,
  pictures: ShareImageCandidate[],
): ItemFacts {
  return {
    title: item.title,
    description: clampText(item.summary || site.description, DESCRIPTION_MAX),
    image: pickShareImage(...pictures, site.shareImage, site.logo ? { url: site.logo } : null),
  };
}

type Pictures = {
  poster?: ShareImageCandidate;
  cover?: ShareImageCandidate;
  images?: ShareImageCandidate[];
};

/**
 * An item's own pictures, best first, from whatever form of it is at hand (a detail, an album, a
 * sitemap page): what it plays or shows (a video's poster, a track's artwork, a gallery's first
 * picture), then its cover, then its body's first picture.
 */
export function itemPictures(item: {
  cover: ShareImageCandidate;
  media?: Pictures | null;
  pictures?: ShareImageCandidate[];
  images?: ShareImageCandidate[];
}): ShareImageCandidate[] {
  const media = item.media;
  return [media?.poster, media?.cover, media?.images?.[0], item.pictures?.[0], item.cover, item.images?.[0]];
}
