import type { Kysely } from "kysely";
import type { Database, NewContent } from "../db/schema.ts";
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

/**
 * Writes one item with its images, sanitising the body on the way in. Returns the new id, or null
 * when an item with the same source_key is already there (so re-running a writer adds nothing).
 */
export async function insertContent(db: Kysely<Database>, input: ContentInput): Promise<number | null> {
  const { images = [], keywords, ...row } = input;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("contents")
      .values({
        ...row,
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
            url: img.url,
            width: img.width,
            height: img.height,
            alt: img.alt ?? null,
            caption: img.caption ?? null,
          })),
        )
        .execute();
    }
    return inserted.id;
  });
}
