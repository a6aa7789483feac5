import type { Kysely } from "kysely";
import type { Database, NewContent } from "../db/schema.ts";
import { normaliseMediaRef } from "./media-ref.ts";
import { sanitizeContentHtml } from "./sanitize-html.ts";

export type ContentImageInput = {
  url: string;
  width: number;
  height: number;
  alt?: string;
  caption?: string;
};

export type ContentInput = Omit<NewContent, "id" | "keywords"> & {
  keywords: string[];
  images?: ContentImageInput[];
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
  const { images = [], keywords, ...row } = input;
  const cover = row.cover_url ? mediaRef("cover_url", row.cover_url) : null;
  const imageUrls = images.map((img, n) => mediaRef(`images[${n}].url`, img.url));
  const write = async (trx: Kysely<Database>) => {
    const inserted = await trx
      .insertInto("contents")
      .values({
        ...row,
        cover_url: cover,
        keywords: JSON.stringify(keywords),
        body_html: sanitizeContentHtml(row.body_html ?? ""),
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
          })),
        )
        .execute();
    }
    return inserted.id;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
