import type { ContentType } from "@davmu/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type CardRow, selectListedCards, selectPublishedCards } from "./cards.ts";
import { loadItemMedia } from "./item-media.ts";

export type ContentListInput = {
  channelId: number | null;
  /** One content type, or every type. */
  type?: ContentType;
  pageindex: number;
  pagesize: number;
};

/** One page of published items, newest first, of one channel or of all, of one type or of all. */
export async function listContents(
  db: Kysely<Database>,
  input: ContentListInput,
): Promise<{ rows: CardRow[]; total: number }> {
  const { channelId, type, pageindex, pagesize } = input;
  let countQuery = selectListedCards(db)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"));
  let rowsQuery = selectListedCards(db);
  if (channelId !== null) {
    countQuery = countQuery.where("c.channel_id", "=", channelId);
    rowsQuery = rowsQuery.where("c.channel_id", "=", channelId);
  }
  if (type !== undefined) {
    countQuery = countQuery.where("c.type", "=", type);
    rowsQuery = rowsQuery.where("c.type", "=", type);
  }
  const { total } = await countQuery.executeTakeFirstOrThrow();
  const rows = await rowsQuery
    .orderBy("c.publish_time", "desc")
    .orderBy("c.id", "desc")
    .limit(pagesize)
    .offset((pageindex - 1) * pagesize)
    .execute();
  return { rows, total: Number(total) };
}

export type DetailSource = "any" | "mp";

/** What a detail adds to a card: the body and what the page shows beside it. */
export const DETAIL_COLUMNS = [
  "c.body_html",
  "c.keywords",
  "c.author",
  "c.collect_count",
  "c.share_count",
  "c.status",
  "c.update_time",
] as const;

/** The body's images of one item, in their order (a gallery's pictures are its media). */
export function listImages(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("content_images")
    .select(["url", "width", "height", "alt"])
    .where("content_id", "=", id)
    .where("role", "=", "body")
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/** What a detail shows beside the card: the body's images, the media, the album it is in. */
export async function loadDetailParts(db: Kysely<Database>, row: CardRow) {
  const [images, media] = await Promise.all([listImages(db, row.id), loadItemMedia(db, row)]);
  return { images, ...media };
}

/**
 * A published item with its body, images and media, or null. `source: "mp"` only finds items
 * published by a media account (the osman call); drafts are never found here: previews have their
 * own call.
 */
export async function getPublishedDetail(db: Kysely<Database>, id: number, source: DetailSource) {
  let query = selectPublishedCards(db).select(DETAIL_COLUMNS).where("c.id", "=", id);
  if (source === "mp") query = query.where("c.mp_id", "is not", null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return { ...row, ...(await loadDetailParts(db, row)) };
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof getPublishedDetail>>>;

export const HOT_WINDOW_SECONDS = 72 * 3600;

/**
 * The hot list: items published in the 72 hours before `now` (seconds), most viewed first. When
 * fewer than `size` are that new (a quiet weekend, an old database), the list is topped up with the
 * most viewed items overall, so the hot block on a page is never empty or short.
 */
export async function listHot72(
  db: Kysely<Database>,
  input: { now: number; size: number },
): Promise<CardRow[]> {
  const since = input.now - HOT_WINDOW_SECONDS;
  const fresh = await selectListedCards(db)
    .where("c.publish_time", ">=", since)
    .where("c.publish_time", "<=", input.now)
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(input.size)
    .execute();
  if (fresh.length >= input.size) return fresh;
  let topUp = selectListedCards(db);
  if (fresh.length > 0)
    topUp = topUp.where(
      "c.id",
      "not in",
      fresh.map((r) => r.id),
    );
  const rest = await topUp
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(input.size - fresh.length)
    .execute();
  return [...fresh, ...rest];
}

/** How far back "recent" reaches for the general recommendation list, in items. */
const RECENT_WINDOW = 100;

/** The published item's channel, or undefined when there is no such published item. */
export async function findPublishedChannel(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("contents")
    .select("channel_id")
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row ? { channelId: row.channel_id } : undefined;
}

/** Items to read next after `id`: its channel's newest first, then the newest of the others. */
export function listRelated(
  db: Kysely<Database>,
  input: { id: number; channelId: number | null; size: number },
): Promise<CardRow[]> {
  let query = selectListedCards(db).where("c.id", "!=", input.id);
  if (input.channelId !== null) {
    query = query.orderBy(sql`case when c.channel_id = ${input.channelId} then 0 else 1 end`);
  }
  return query.orderBy("c.publish_time", "desc").orderBy("c.id", "desc").limit(input.size).execute();
}

/** With no item to go with: the most viewed among the most recent items, so the list stays fresh. */
export function listPopularRecent(db: Kysely<Database>, size: number): Promise<CardRow[]> {
  const recent = selectListedCards(db)
    .clearSelect()
    .select("c.id")
    .orderBy("c.publish_time", "desc")
    .limit(RECENT_WINDOW);
  return selectListedCards(db)
    .where("c.id", "in", recent)
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(size)
    .execute();
}
