import type { ContentDetail } from "@davmu/contract/client";
import type { MetaDescriptor } from "react-router";
import type { ShareSite, WechatShareData } from "../../platform/share/share-card.ts";

export type { ShareSite, WechatShareData };

/**
 * Everything a share of one page needs, from one function per content type: the head's tags
 * (title, description, canonical, Open Graph, Twitter, JSON-LD), WeChat's share card and the
 * structured data on its own (for tests and later screens).
 */
export type ShareMeta = {
  meta: MetaDescriptor[];
  wechat: WechatShareData;
  jsonLd: Record<string, unknown>;
};

/** A picture a card may use, with its size when known. */
export type ShareImageCandidate = { url: string; width?: number; height?: number } | null | undefined;

/** The first usable picture of the candidates, with its size when known. */
export function pickShareImage(
  ...candidates: ShareImageCandidate[]
): { url: string; width?: number; height?: number } | null {
  const url = shareImage(...candidates.map((c) => c?.url));
  return candidates.find((c) => c?.url === url) ?? null;
}

/** WeChat cuts a card's text after about two lines; longer text only costs bytes. */
const SHARE_DESC_MAX = 120;

/** The first usable image: absolute http(s) only, never a data URI or a relative path. */
export function shareImage(...candidates: (string | null | undefined)[]): string | null {
  for (const url of candidates) {
    if (url && /^https?:\/\/[^/\s]+/i.test(url)) return url;
  }
  return null;
}

/** Text for a card: whitespace collapsed, cut at `max` characters with an ellipsis. */
export function clampText(text: string, max = SHARE_DESC_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Seconds since the epoch as an ISO date-time, as schema.org and Open Graph want it. */
export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/**
 * The JSON-LD block as a meta descriptor. The production server takes it out of the loader's data
 * and writes it into the page's HTML only (structured-data.server.ts, docs/decisions/0083); the
 * development server leaves it to React Router's `<Meta>`. Both write
 * <script type="application/ld+json"> with `<`, `>` and `&` escaped (as \u003c …), so text from
 * the content cannot close the script element.
 */
export function jsonLdMeta(jsonLd: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": jsonLd };
}

/** Open Graph's article tags: times, author, section and tags (an article's, a gallery's). */
export function articleTags(
  item: Pick<ContentDetail, "publish_time" | "update_time" | "author" | "channel" | "keywords">,
): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: isoTime(item.publish_time) },
    { property: "article:modified_time", content: isoTime(Math.max(item.update_time, item.publish_time)) },
    ...(item.author ? [{ property: "article:author", content: item.author }] : []),
    ...(item.channel ? [{ property: "article:section", content: item.channel.name }] : []),
    ...item.keywords.map((k) => ({ property: "article:tag", content: k })),
  ];
}

/** ISO 8601 duration (PT1M5S), as schema.org's `duration` wants it. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}
