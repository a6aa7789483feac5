import type { Database } from "@davmu/content-api/db/schema.ts";
import { sanitizeContentHtml } from "@davmu/content-api/write/sanitize-html.ts";
import type { Kysely } from "kysely";
import { drawPicture } from "./art/picture.ts";
import { type ImageFolder, type ImageJob, renderImages } from "./render-images.ts";
import { CATALOGUE_BOOKS } from "./text/catalogue-books.ts";

/** A book's cover, upright as a book is. */
export const BOOK_COVER = { width: 480, height: 640 } as const;
const coverName = (key: string) => `seed/catalogue/${key}`;

export function catalogueImageJobs(): ImageJob[] {
  return CATALOGUE_BOOKS.map((b) => ({
    name: coverName(b.key),
    svg: drawPicture({ ...BOOK_COVER, scene: b.cover, key: coverName(b.key) }),
    format: "jpeg",
    ...BOOK_COVER,
  }));
}

/**
 * The demo knowledge bases (docs/decisions/0067): each book and its two-level tree, written once
 * (a book already there is left as it is). Page bodies go through the sanitiser like every body.
 */
export async function seedCatalogue(db: Kysely<Database>, folder: ImageFolder, now: number): Promise<number> {
  const { images } = await renderImages(folder, catalogueImageJobs());
  let added = 0;
  for (const [n, book] of CATALOGUE_BOOKS.entries()) {
    const cover = images.get(coverName(book.key));
    const updated = now - (n + 2) * 86_400;
    const row = await db
      .insertInto("kb_books")
      .values({
        source_key: `seed:kb:${book.key}`,
        title: book.title,
        description: book.description,
        subject: book.subject,
        cover_url: cover?.url ?? null,
        cover_width: cover?.width ?? null,
        cover_height: cover?.height ?? null,
        update_time: updated,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) continue;
    added++;
    for (const [c, chapter] of book.chapters.entries()) {
      const chapterRow = await db
        .insertInto("kb_nodes")
        .values({
          book_id: row.id,
          parent_id: null,
          source_key: `seed:kb:${book.key}:${chapter.key}`,
          kind: "chapter",
          sort: c,
          title: chapter.title,
          summary: chapter.summary,
          update_time: updated,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("kb_nodes")
        .values(
          chapter.pages.map((page, p) => ({
            book_id: row.id,
            parent_id: chapterRow.id,
            source_key: `seed:kb:${book.key}:${chapter.key}:${page.key}`,
            kind: "page" as const,
            sort: p,
            title: page.title,
            summary: page.summary,
            body_html: sanitizeContentHtml(page.html),
            update_time: updated - (c * 7 + p) * 3600,
          })),
        )
        .execute();
    }
  }
  return added;
}
