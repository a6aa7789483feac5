import type { ContentCard, ContentDetail } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import type { CardRow } from "./cards.ts";
import type { DetailRow } from "./queries.ts";

/** The actor of items that belong to no media account and no channel. */
const FALLBACK_ACTOR = "content";

export function toCard(p: Presenter, row: CardRow): ContentCard {
  const cover =
    row.cover_url && row.cover_width && row.cover_height
      ? { url: p.mediaUrl(row.cover_url), width: row.cover_width, height: row.cover_height }
      : null;
  const mp =
    row.mp_id !== null && row.mp_name !== null
      ? {
          id: p.ids.encode(row.mp_id),
          name: row.mp_name,
          avatar: p.mediaUrl(row.mp_avatar ?? ""),
          description: row.mp_description ?? "",
          follower_count: row.mp_follower_count ?? 0,
        }
      : null;
  const channel =
    row.channel_id !== null && row.channel_name !== null
      ? { id: p.ids.encode(row.channel_id), name: row.channel_name }
      : null;
  return {
    id: p.ids.encode(row.id),
    type: row.type,
    actor: mp ? "mp" : (row.channel_slug ?? FALLBACK_ACTOR),
    title: row.title,
    summary: row.summary,
    cover,
    source: mp?.name ?? channel?.name ?? "",
    mp,
    channel,
    publish_time: row.publish_time,
    view_count: row.view_count,
    like_count: row.like_count,
    comment_count: row.comment_count,
    duration: row.duration,
  };
}

export function toDetail(p: Presenter, row: DetailRow): ContentDetail {
  return {
    ...toCard(p, row),
    body_html: p.absoluteHtml(row.body_html),
    images: row.images.map((img) => ({
      url: p.mediaUrl(img.url),
      width: img.width,
      height: img.height,
      ...(img.alt ? { alt: img.alt } : {}),
    })),
    keywords: parseKeywords(row.keywords),
    author: row.author,
    collect_count: row.collect_count,
    share_count: row.share_count,
    status: row.status,
    update_time: row.update_time,
  };
}

/** Keywords are stored as a JSON array; anything else reads as none rather than failing the page. */
function parseKeywords(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}
