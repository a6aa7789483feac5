import {
  type ContentCard,
  ContentCardSchema,
  type ContentDetail,
  ContentDetailSchema,
  type Image,
  liveStatusAt,
} from "@davmu/contract";
import type { z } from "zod";
import { ICON_WIDTH, type Presenter } from "../../presenter.ts";
import type { CardRow } from "./cards.ts";
import { logRepair, optional, toImage } from "./present-image.ts";
import { toAlbumBrief, toItemMedia } from "./present-media.ts";
import type { DetailRow } from "./queries.ts";

export { optional } from "./present-image.ts";

/** The actor of items that belong to no media account and no channel. */
const FALLBACK_ACTOR = "content";

/** The site's share picture, when it is there with its size. */
export function shareImage(
  p: Presenter,
  row: { share_image: string | null; share_image_width: number | null; share_image_height: number | null },
): Image | null {
  return toImage(p, { url: row.share_image, width: row.share_image_width, height: row.share_image_height });
}

/** A card as every list shows it; a list of videos adds what plays them (playable-cards.ts). */
export type PlainCard = Omit<ContentCard, "media" | "share_count">;

export function toCard(p: Presenter, row: CardRow): PlainCard {
  const avatar = p.contentMediaUrl(row.mp_avatar);
  // A media account whose avatar cannot be shown loses its brief, not its items: actor and source
  // still come from the row.
  const mp =
    row.mp_id !== null && row.mp_name !== null && avatar
      ? {
          id: p.ids.encode(row.mp_id),
          name: row.mp_name,
          avatar,
          ...optional("avatar_widths", p.mediaWidths(row.mp_avatar ?? "", ICON_WIDTH)),
          description: row.mp_description ?? "",
          follower_count: row.mp_follower_count ?? 0,
        }
      : null;
  const channel =
    row.channel_id !== null && row.channel_name !== null
      ? { id: p.ids.encode(row.channel_id), name: row.channel_name }
      : null;
  const byMp = row.mp_id !== null && row.mp_name !== null;
  const cover = toImage(p, { url: row.cover_url, width: row.cover_width, height: row.cover_height });
  if (row.cover_url && !cover) logRepair(row.id, "cover", row.cover_url);
  if (byMp && !avatar) logRepair(row.id, "media-account avatar", row.mp_avatar);
  return {
    id: p.ids.encode(row.id),
    type: row.type,
    actor: byMp ? "mp" : (row.channel_slug ?? FALLBACK_ACTOR),
    title: row.title,
    summary: row.summary,
    cover,
    source: (byMp ? row.mp_name : channel?.name) ?? "",
    mp,
    channel,
    publish_time: row.publish_time,
    view_count: row.view_count,
    like_count: row.like_count,
    comment_count: row.comment_count,
    ...cardCounts(p, row),
  };
}

/**
 * An album's length is its items'; albums count their items and galleries their pictures; a live
 * room says where it stands by the clock now, as its page does.
 */
function cardCounts(
  p: Presenter,
  row: CardRow,
): Pick<ContentCard, "duration" | "item_count" | "image_count" | "live"> {
  if (row.type === "audio_album" || row.type === "video_album")
    return { duration: row.album_duration ?? 0, item_count: row.album_item_count ?? 0 };
  if (row.type === "gallery") return { duration: row.duration, image_count: row.gallery_image_count ?? 0 };
  if (row.type === "live" && row.live_status !== null) {
    const start = row.live_start_time ?? null;
    const status = liveStatusAt(row.live_status, start, row.live_end_time ?? null, p.now());
    return { duration: row.duration, live: { status, start_time: start } };
  }
  return { duration: row.duration };
}

export function toDetail(p: Presenter, row: DetailRow): ContentDetail {
  const images = row.images.flatMap((img) => {
    const image = toImage(p, img);
    if (!image) logRepair(row.id, "image", img.url);
    return image ? [image] : [];
  });
  const card = toCard(p, row);
  return {
    ...card,
    type: row.type,
    body_html: p.absoluteHtml(row.body_html),
    images,
    keywords: parseKeywords(row.keywords),
    author: row.author,
    collect_count: row.collect_count,
    share_count: row.share_count,
    status: row.status,
    update_time: row.update_time,
    ...optional("media", toItemMedia(p, row, card.cover)),
    ...optional("album", row.album ? toAlbumBrief(p, row.album) : undefined),
  };
}

/** Whether a presented item fits the contract; when not, says why in the log, naming the item. */
export function fits<T>(
  schema: z.ZodType<T>,
  value: unknown,
  row: { id: number },
  where: string,
): value is T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return true;
  const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  console.error(
    `content-api: item ${row.id} left out of ${where}, it does not fit the contract: ${problems}`,
  );
  return false;
}

/**
 * The cards of a list, each checked on its own: an item that does not fit the contract even after
 * repair is left out and logged, never fatal for the list around it.
 */
export function toCards(p: Presenter, rows: CardRow[], where: string): ContentCard[] {
  return rows.flatMap((row) => {
    const card = toCard(p, row);
    return fits(ContentCardSchema, card, row, where) ? [card] : [];
  });
}

/** An item in full, or null (logged) when it cannot fit the contract: the caller answers 404. */
export function toValidDetail(p: Presenter, row: DetailRow, where: string): ContentDetail | null {
  const detail = toDetail(p, row);
  return fits(ContentDetailSchema, detail, row, where) ? detail : null;
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
