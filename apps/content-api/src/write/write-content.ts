import type { Kysely } from "kysely";
import type { ContentImageRole, Database, MediaFileRole, NewContent } from "../db/schema.ts";
import { bodyText } from "./body-text.ts";
import { normaliseMediaRef } from "./media-ref.ts";
import { sanitizeContentHtml } from "./sanitize-html.ts";

export type ContentImageInput = {
  url: string;
  width: number;
  height: number;
  alt?: string;
  caption?: string;
  /** A figure of the body (the default) or a picture of a gallery. */
  role?: ContentImageRole;
};

/** One file of an item's audio or video (see MediaFileRole); sizes may follow once it is made. */
export type MediaFileInput = {
  kind: "audio" | "video";
  role: MediaFileRole;
  url: string;
  mime: string;
  duration?: number | null;
  width?: number | null;
  height?: number | null;
  size_bytes?: number | null;
  bandwidth?: number | null;
  /** A caption track's language (BCP 47) and its name in that language. */
  lang?: string | null;
  label?: string | null;
};

export type ContentInput = Omit<NewContent, "id" | "keywords" | "body_text"> & {
  keywords: string[];
  images?: ContentImageInput[];
  media?: MediaFileInput[];
};

/** A media reference a writer gave, normalised; a bad one is refused with the field named. */
function mediaRef(field: string, ref: string): string {
  const normalised = normaliseMediaRef(ref);
  if (normalised === null) {
    throw new Error(`${field}: ${JSON.stringify(ref)} is neither an absolute http(s) URL nor a /media/ path`);
  }
  return normalised;
}

/**
 * Writes one item with its images, sanitising the body and checking every media URL on the way in
 * (a page must never meet a reference it cannot show). Returns the new id, or null
 * when an item with the same source_key is already there (so re-running a writer adds nothing).
 * Inside a transaction (a seed, an import) it is part of that one; otherwise it is its own.
 */
export async function insertContent(db: Kysely<Database>, input: ContentInput): Promise<number | null> {
  const { images = [], media = [], keywords, ...row } = input;
  const cover = row.cover_url ? mediaRef("cover_url", row.cover_url) : null;
  const imageUrls = images.map((img, n) => mediaRef(`images[${n}].url`, img.url));
  const mediaRows = mediaFileRows(media);
  const body = sanitizeContentHtml(row.body_html ?? "");
  const write = async (trx: Kysely<Database>) => {
    const inserted = await trx
      .insertInto("contents")
      .values({
        ...row,
        cover_url: cover,
        keywords: JSON.stringify(keywords),
        body_html: body,
        body_text: bodyText(body),
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return null;
    if (images.length > 0) {
      await trx
        .insertInto("content_images")
        .values(
          images.map((img, sort) => ({
            content_id: inserted.id,
            sort,
            url: imageUrls[sort]!,
            width: img.width,
            height: img.height,
            alt: img.alt ?? null,
            caption: img.caption ?? null,
            role: img.role ?? "body",
          })),
        )
        .execute();
    }
    await insertMediaFiles(trx, inserted.id, mediaRows);
    await fileUnderTopics(trx, inserted.id, keywords);
    return inserted.id;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** The rows of an item's media files, every URL checked and normalised; numbered within each role. */
export function mediaFileRows(media: readonly MediaFileInput[]) {
  const next = new Map<MediaFileRole, number>();
  return media.map((file, n) => {
    const sort = next.get(file.role) ?? 0;
    next.set(file.role, sort + 1);
    return {
      kind: file.kind,
      role: file.role,
      sort,
      url: mediaRef(`media[${n}].url`, file.url),
      mime: file.mime,
      duration: file.duration ?? null,
      width: file.width ?? null,
      height: file.height ?? null,
      size_bytes: file.size_bytes ?? null,
      bandwidth: file.bandwidth ?? null,
      lang: file.lang ?? null,
      label: file.label ?? null,
    };
  });
}

/** Writes rows made by mediaFileRows for the item `contentId`. */
export async function insertMediaFiles(
  db: Kysely<Database>,
  contentId: number,
  rows: ReturnType<typeof mediaFileRows>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("media_files")
    .values(rows.map((r) => ({ ...r, content_id: contentId })))
    .execute();
}

/** Files an item under the topics its keywords name (docs/decisions/0058). */
export async function fileUnderTopics(db: Kysely<Database>, contentId: number, keywords: readonly string[]) {
  if (keywords.length === 0) return;
  const topics = await db.selectFrom("topics").select("id").where("name", "in", keywords).execute();
  if (topics.length === 0) return;
  await db
    .insertInto("topic_items")
    .values(topics.map((t) => ({ topic_id: t.id, content_id: contentId })))
    .onConflict((oc) => oc.columns(["topic_id", "content_id"]).doNothing())
    .execute();
}
