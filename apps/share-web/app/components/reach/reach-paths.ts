import type { ContentType } from "@davmu/contract/client";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../../platform/seo.ts";

/** The kinds an oEmbed answer describes (docs/decisions/0120). */
export const OEMBED_TYPES: ReadonlySet<string> = new Set([
  "video",
  "svideo",
  "video_album",
  "audio",
  "audio_album",
  "gallery",
  "doc",
]);

/** The kinds with an embeddable player: the only pages other sites may frame. */
export const EMBED_TYPES: ReadonlySet<string> = new Set([
  "video",
  "svideo",
  "video_album",
  "audio",
  "audio_album",
]);

/** The feeds the site writes: a podcast per audio album, an Atom feed per channel and media account. */
export type FeedKind = "audio_album" | "channel" | "mp";

/** The path of an item's embeddable player. */
export function embedPath(type: ContentType, id: string): string {
  return `/embed/${type}/${id}`;
}

/** The path of a feed. */
export function feedPath(kind: FeedKind, id: string): string {
  return `/feed/${kind}/${id}.xml`;
}

/** The oEmbed answer's path for a page's absolute address. */
export function oembedPath(pageUrl: string, format: "json" | "xml" = "json"): string {
  return `/oembed?url=${encodeURIComponent(pageUrl)}&format=${format}`;
}

/** A feed's discovery link, for the head of the page it follows. */
export function feedLink(origin: string, kind: FeedKind, id: string, title: string): MetaDescriptor {
  const type = kind === "audio_album" ? "application/rss+xml" : "application/atom+xml";
  return { tagName: "link", rel: "alternate", type, title, href: absoluteUrl(origin, feedPath(kind, id)) };
}

/**
 * The links in a content page's head that find its other forms: its oEmbed answers (JSON and
 * XML) and, for an audio album, its podcast.
 */
export function discoveryLinks(
  origin: string,
  item: { type: string; id: string; title: string },
  canonical: string,
): MetaDescriptor[] {
  if (!OEMBED_TYPES.has(item.type)) return [];
  const oembed = (format: "json" | "xml"): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    type: `application/${format}+oembed`,
    title: item.title,
    href: absoluteUrl(origin, oembedPath(canonical, format)),
  });
  return [
    oembed("json"),
    oembed("xml"),
    ...(item.type === "audio_album" ? [feedLink(origin, "audio_album", item.id, item.title)] : []),
  ];
}
