import type { ContentCard, ContentDetail, Image } from "@davmu/contract";
import type { CardRow } from "../queries/cards.ts";
import type { DetailRow } from "../queries/content-detail.ts";
import { ICON_WIDTH, type Presenter } from "./presenter.ts";

/** The actor of items that belong to no media account and no channel. */
const FALLBACK_ACTOR = "content";

export function toCard(p: Presenter, row: CardRow): ContentCard {
  const cover =
    row.cover_url && row.cover_width && row.cover_height
      ? withWidths(p, row.cover_url, {
          url: p.mediaUrl(row.cover_url),
          width: row.cover_width,
          height: row.cover_height,
        })
      : null;
  const mp =
    row.mp_id !== null && row.mp_name !== null
      ? {
          id: p.ids.encode(row.mp_id),
          name: row.mp_name,
          avatar: p.mediaUrl(row.mp_avatar ?? ""),
          ...optional("avatar_widths", p.mediaWidths(row.mp_avatar ?? "", ICON_WIDTH)),
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
    images: row.images.map((img) =>
      withWidths(p, img.url, {
        url: p.mediaUrl(img.url),
        width: img.width,
        height: img.height,
        ...(img.alt ? { alt: img.alt } : {}),
      }),
    ),
    keywords: parseKeywords(row.keywords),
    author: row.author,
    collect_count: row.collect_count,
    share_count: row.share_count,
    status: row.status,
    update_time: row.update_time,
  };
}

/** An image with the smaller widths its stored file is served at, when there are any. */
function withWidths<T extends { width: number }>(p: Presenter, ref: string, image: T): T {
  return { ...image, ...optional("widths", p.mediaWidths(ref, image.width)) };
}

/** A field present only when it has a value: absent fields cost no bytes in the page's data. */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
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

/** The site's share picture, when it is there with its size. */
export function shareImage(
  p: Presenter,
  row: { share_image: string | null; share_image_width: number | null; share_image_height: number | null },
): Image | null {
  const { share_image: ref, share_image_width: width, share_image_height: height } = row;
  if (!ref || !width || !height) return null;
  return withWidths(p, ref, { url: p.mediaUrl(ref), width, height });
}
