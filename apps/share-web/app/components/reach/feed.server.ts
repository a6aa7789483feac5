import { createHash } from "node:crypto";
import type { AlbumDetail, ContentCard } from "@davmu/contract/client";
import { type Locale, localePath } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { contentHref } from "../content/content-href.ts";
import { itemFacts, itemPictures } from "../share/item-facts.ts";
import type { ShareSite } from "../share/share-meta.ts";
import { w3cTime, xmlElement, xmlText } from "./xml.ts";

/** Podcasting 2.0's namespace for podcast:guid, a UUID v5 of the feed's address without its scheme. */
const PODCAST_GUID_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/** A UUID v5 (RFC 4122, SHA-1) of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  const hash = createHash("sha1").update(ns).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 822 time, as RSS 2.0 wants it. */
const rssTime = (seconds: number) => new Date(seconds * 1000).toUTCString();

/** hh:mm:ss, as iTunes reads a duration. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

/**
 * An audio album's podcast (RSS 2.0 with the iTunes and Podcasting 2.0 namespaces): each track whose
 * file is there to download, with its enclosure (size and type), duration, artwork and a GUID that
 * is the track's id, so a player never takes a track for new. A track whose file's size the service
 * does not know has no file yet (media/file-sizes.ts in the service): it is left out until it has,
 * rather than given a length of 0 that a podcast app would download and fail on. Text and pictures
 * are the share card's (itemFacts).
 */
export function podcastFeed(
  album: AlbumDetail,
  feedUrl: string,
  site: ShareSite,
  locale: Locale,
  origin: string,
) {
  const facts = itemFacts(album, site, itemPictures(album));
  const page = absoluteUrl(origin, localePath(locale, contentHref(album)));
  const author = album.mp?.name ?? album.source;
  const items = album.items.flatMap((track) => {
    if (track.media?.kind !== "audio" || track.media.size === null) return [];
    const trackFacts = itemFacts(track, site, [track.media.cover, track.cover, ...itemPictures(album)]);
    const trackPage = absoluteUrl(
      origin,
      localePath(locale, contentHref({ ...album, ...track, type: "audio" })),
    );
    return [
      [
        "<item>",
        xmlElement("title", trackFacts.title),
        xmlElement("description", trackFacts.description),
        xmlElement("link", trackPage),
        `<guid isPermaLink="false">${xmlText(track.id)}</guid>`,
        xmlElement("pubDate", rssTime(track.publish_time)),
        `<enclosure url="${xmlText(track.media.url)}" length="${track.media.size}" type="${xmlText(track.media.mime)}"/>`,
        xmlElement("itunes:duration", clock(track.media.duration)),
        xmlElement("itunes:episode", track.position),
        trackFacts.image ? `<itunes:image href="${xmlText(trackFacts.image.url)}"/>` : "",
        "</item>",
      ].join(""),
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    xmlElement("title", facts.title),
    xmlElement("link", page),
    xmlElement("description", facts.description),
    xmlElement("language", locale.iso),
    `<atom:link href="${xmlText(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    xmlElement("lastBuildDate", rssTime(Math.max(album.update_time, album.publish_time))),
    xmlElement("itunes:author", author),
    xmlElement("itunes:explicit", "false"),
    '<itunes:category text="News"/>',
    facts.image ? `<itunes:image href="${xmlText(facts.image.url)}"/>` : "",
    facts.image
      ? `<image>${xmlElement("url", facts.image.url)}${xmlElement("title", facts.title)}${xmlElement("link", page)}</image>`
      : "",
    xmlElement(
      "podcast:guid",
      uuidV5(feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/$/, ""), PODCAST_GUID_NAMESPACE),
    ),
    xmlElement("podcast:locked", "no"),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * An Atom feed of a channel's or a media account's newest items: each entry's id is its page's
 * address (stable, as the page's is), its text and picture the share card's.
 */
export function atomFeed(
  input: { title: string; subtitle: string; page: string; feedUrl: string; cards: ContentCard[] },
  site: ShareSite,
  locale: Locale,
  origin: string,
): string {
  const updated = Math.max(0, ...input.cards.map((c) => c.publish_time));
  const entries = input.cards.map((card) => {
    const facts = itemFacts(card, site, itemPictures(card));
    const href = absoluteUrl(origin, localePath(locale, contentHref(card)));
    return [
      "<entry>",
      xmlElement("id", href),
      xmlElement("title", facts.title),
      `<link rel="alternate" type="text/html" href="${xmlText(href)}"/>`,
      xmlElement("published", w3cTime(card.publish_time)),
      xmlElement("updated", w3cTime(card.publish_time)),
      `<author>${xmlElement("name", card.mp?.name ?? card.source)}</author>`,
      xmlElement("summary", facts.description),
      facts.image ? `<link rel="enclosure" type="image/jpeg" href="${xmlText(facts.image.url)}"/>` : "",
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.iso}">`,
    xmlElement("id", input.feedUrl),
    xmlElement("title", input.title),
    xmlElement("subtitle", input.subtitle),
    `<link rel="self" type="application/atom+xml" href="${xmlText(input.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(input.page)}"/>`,
    xmlElement("updated", w3cTime(updated)),
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
