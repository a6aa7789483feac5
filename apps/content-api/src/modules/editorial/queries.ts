import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type CardRow, selectPublishedCards } from "../content/cards.ts";

/** A published special topic's card with its introduction and last change. */
export function findSpecial(db: Kysely<Database>, id: number) {
  return selectPublishedCards(db)
    .select(["c.body_html", "c.update_time"])
    .where("c.id", "=", id)
    .where("c.type", "=", "special")
    .executeTakeFirst();
}

export function listSpecialSections(db: Kysely<Database>, specialId: number) {
  return db
    .selectFrom("special_sections")
    .select(["key", "title"])
    .where("special_id", "=", specialId)
    .orderBy("sort")
    .orderBy("key")
    .execute();
}

/** A special's published items with the section each is under, in the editors' order. */
export function listSpecialItems(
  db: Kysely<Database>,
  specialId: number,
): Promise<(CardRow & { section: string | null })[]> {
  return selectPublishedCards(db)
    .innerJoin("special_items as si", "si.item_id", "c.id")
    .select("si.section")
    .where("si.special_id", "=", specialId)
    .orderBy("si.sort")
    .orderBy("c.id")
    .execute();
}

/** Curated lists with how many published items each holds. */
function selectLists(db: Kysely<Database>) {
  return db
    .selectFrom("editorial_lists as l")
    .selectAll("l")
    .select((eb) =>
      eb
        .selectFrom("editorial_list_items as li")
        .innerJoin("contents as lc", "lc.id", "li.content_id")
        .whereRef("li.list_id", "=", "l.id")
        .where("lc.status", "=", "published")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("item_count"),
    );
}

/** A curated list with how many published items it holds. */
export function findList(db: Kysely<Database>, id: number) {
  return selectLists(db).where("l.id", "=", id).executeTakeFirst();
}

/** The newest-changed curated lists (the caller leaves out those with nothing published). */
export function listLists(db: Kysely<Database>, limit: number): Promise<ListRow[]> {
  return selectLists(db).orderBy("l.update_time", "desc").orderBy("l.id", "desc").limit(limit).execute();
}

/** The newest content-model pages: what they are called, not their blocks. */
export function listContentModelPages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("content_model_pages")
    .select(["id", "title", "description"])
    .orderBy("update_time", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

/** A page of a list's published items in the editors' order, each with its note. */
export function listListItems(
  db: Kysely<Database>,
  input: { listId: number; limit: number; offset: number },
): Promise<(CardRow & { note: string })[]> {
  return selectPublishedCards(db)
    .innerJoin("editorial_list_items as li", "li.content_id", "c.id")
    .select("li.note")
    .where("li.list_id", "=", input.listId)
    .orderBy("li.sort")
    .orderBy("c.id")
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}

export function findContentModelPage(db: Kysely<Database>, id: number) {
  return db.selectFrom("content_model_pages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Published items by id, for the blocks that name them. */
export function listCardsById(db: Kysely<Database>, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectPublishedCards(db)
    .where("c.id", "in", [...ids])
    .execute();
}
