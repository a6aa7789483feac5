import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export function findBook(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("kb_books")
    .select([
      "id",
      "title",
      "description",
      "subject",
      "cover_url",
      "cover_width",
      "cover_height",
      "update_time",
    ])
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
}

export type BookRow = NonNullable<Awaited<ReturnType<typeof findBook>>>;

/** Every node of a book, without bodies (what a tree needs). */
export async function listNodes(db: Kysely<Database>, bookId: number) {
  const rows = await db
    .selectFrom("kb_nodes")
    .select(["id", "parent_id", "kind", "sort", "title", "summary"])
    .where("book_id", "=", bookId)
    .execute();
  return rows.map((r) => ({ ...r, sort: Number(r.sort) }));
}

export type NodeRow = Awaited<ReturnType<typeof listNodes>>[number];

/** One page's body and date. */
export function findPageBody(db: Kysely<Database>, bookId: number, id: number) {
  return db
    .selectFrom("kb_nodes")
    .select(["body_html", "update_time"])
    .where("id", "=", id)
    .where("book_id", "=", bookId)
    .where("kind", "=", "page")
    .executeTakeFirst();
}
