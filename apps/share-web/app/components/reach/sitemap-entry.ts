import type { SitemapItem } from "@davmu/contract/client";
import { type Alternate, pageAlternates } from "../../platform/seo.ts";
import { contentHref } from "../content/content-href.ts";
import { itemFacts, itemPictures } from "../share/item-facts.ts";
import type { ShareSite } from "../share/share-meta.ts";
import { w3cTime, xmlElement, xmlText } from "./xml.ts";

/** Google's limits for a video's title and description in a sitemap. */
const VIDEO_TITLE_MAX = 100;
const VIDEO_DESCRIPTION_MAX = 2048;
/** The longest video a sitemap may name (8 hours); a longer one is named without its duration. */
const VIDEO_DURATION_MAX = 28_800;

/** The `<xhtml:link>` alternates of one page: the same as its head's `<link rel="alternate" hreflang>`. */
export function alternateLinks(alternates: Alternate[]): string {
  return alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${xmlText(a.hreflang)}" href="${xmlText(a.href)}"/>`)
    .join("");
}

/** The sitemap's video extension for an item that plays as a video, from the facts its card shows. */
function videoPart(item: SitemapItem, site: ShareSite): string {
  const media = item.media;
  const facts = itemFacts(item, site, itemPictures(item));
  if (!media || !facts.image) return "";
  const duration = media.duration >= 1 && media.duration <= VIDEO_DURATION_MAX ? media.duration : null;
  return [
    "<video:video>",
    xmlElement("video:thumbnail_loc", facts.image.url),
    xmlElement("video:title", facts.title.slice(0, VIDEO_TITLE_MAX)),
    xmlElement("video:description", facts.description.slice(0, VIDEO_DESCRIPTION_MAX)),
    xmlElement("video:content_loc", media.url),
    duration === null ? "" : xmlElement("video:duration", duration),
    xmlElement("video:publication_date", w3cTime(item.publish_time)),
    "</video:video>",
  ].join("");
}

/** The sitemap's image extension for a gallery's pictures. */
function imagePart(item: SitemapItem): string {
  return (item.pictures ?? [])
    .map((i) => `<image:image>${xmlElement("image:loc", i.url)}</image:image>`)
    .join("");
}

/**
 * An item's `<url>` entries, one per language of its page, each naming all of them (as the page's
 * head does), with when it last changed and its video or pictures.
 */
export function itemEntries(item: SitemapItem, origin: string, site: ShareSite): string {
  const alternates = pageAlternates(origin, contentHref(item));
  const shared = `${xmlElement("lastmod", w3cTime(item.update_time))}${alternateLinks(alternates)}${videoPart(item, site)}${imagePart(item)}`;
  return alternates
    .filter((a) => a.hreflang !== "x-default")
    .map((a) => `<url>${xmlElement("loc", a.href)}${shared}</url>`)
    .join("\n");
}

/** A page that is not one item's (home, a topic, a list), in every language. */
export function pageEntries(path: string, origin: string, lastmod: number | null): string {
  const alternates = pageAlternates(origin, path);
  const shared = `${lastmod ? xmlElement("lastmod", w3cTime(lastmod)) : ""}${alternateLinks(alternates)}`;
  return alternates
    .filter((a) => a.hreflang !== "x-default")
    .map((a) => `<url>${xmlElement("loc", a.href)}${shared}</url>`)
    .join("\n");
}
