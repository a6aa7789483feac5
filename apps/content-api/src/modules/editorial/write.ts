import { type StoredBlock, StoredBlockSchema } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { normaliseMediaRef } from "../../write/media-ref.ts";
import { sanitizeContentHtml } from "../../write/sanitize-html.ts";
import { type ContentInput, insertContent } from "../../write/write-content.ts";

export type SpecialInput = Omit<ContentInput, "type"> & {
  sections: { key: string; title: string; items: number[] }[];
};

const inTransaction = <T>(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<T>) =>
  db.isTransaction ? write(db) : db.transaction().execute(write);

/**
 * Writes a special topic: its `contents` row (through the one write path, body sanitised), its
 * sections in order and their items. Null when one with the same source_key is already there.
 */
export function insertSpecial(db: Kysely<Database>, input: SpecialInput): Promise<number | null> {
  const { sections, ...content } = input;
  return inTransaction(db, async (trx) => {
    const id = await insertContent(trx, { ...content, type: "special" });
    if (id === null) return null;
    const seen = new Set<number>();
    for (const [sort, section] of sections.entries()) {
      await trx
        .insertInto("special_sections")
        .values({ special_id: id, key: section.key, sort, title: section.title })
        .execute();
      const items = section.items.filter((item) => !seen.has(item) && seen.add(item));
      if (items.length > 0)
        await trx
          .insertInto("special_items")
          .values(
            items.map((item_id, n) => ({
              special_id: id,
              item_id,
              section: section.key,
              sort: sort * 100 + n,
            })),
          )
          .execute();
    }
    return id;
  });
}

export type ListInput = {
  source_key: string;
  kind: "list" | "fly_card";
  title: string;
  description: string;
  cover: { url: string; width: number; height: number } | null;
  items: { content_id: number; note?: string }[];
};

function mediaRef(field: string, ref: string): string {
  const normalised = normaliseMediaRef(ref);
  if (normalised === null)
    throw new Error(`${field}: ${JSON.stringify(ref)} is neither an absolute http(s) URL nor a /media/ path`);
  return normalised;
}

/** Writes a curated list and its items in order; null when its source_key is already there. */
export function insertList(db: Kysely<Database>, input: ListInput): Promise<number | null> {
  const cover = input.cover ? { ...input.cover, url: mediaRef("cover.url", input.cover.url) } : null;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("editorial_lists")
      .values({
        source_key: input.source_key,
        kind: input.kind,
        title: input.title,
        description: input.description,
        cover_url: cover?.url ?? null,
        cover_width: cover?.width ?? null,
        cover_height: cover?.height ?? null,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    const seen = new Set<number>();
    const items = input.items.filter((item) => !seen.has(item.content_id) && seen.add(item.content_id));
    if (items.length > 0)
      await trx
        .insertInto("editorial_list_items")
        .values(
          items.map((item, sort) => ({
            list_id: row.id,
            content_id: item.content_id,
            sort,
            note: item.note ?? "",
          })),
        )
        .execute();
    return row.id;
  });
}

/**
 * A block as it is stored: a known type checked by the contract (a bad one throws, naming the
 * block), its rich text sanitised and its pictures' references normalised; a type this service
 * does not know is a newer CMS's and is kept as written, to be left out when read until it is known.
 */
export function storedBlock(block: unknown, index: number): StoredBlock | Record<string, unknown> {
  const type = (block as { type?: unknown } | null)?.type;
  const known = StoredBlockSchema.options.some((option) => option.shape.type.value === type);
  if (!known) {
    if (typeof block !== "object" || block === null || typeof type !== "string")
      throw new Error(`blocks[${index}]: a block is an object with a type`);
    return block as Record<string, unknown>;
  }
  const parsed = StoredBlockSchema.safeParse(block);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`blocks[${index}] (${String(type)}): ${problems}`);
  }
  const value = parsed.data;
  if (value.type === "rich_text") return { ...value, html: sanitizeContentHtml(value.html) };
  if (value.type === "banner" || value.type === "image")
    return {
      ...value,
      image: { ...value.image, url: mediaRef(`blocks[${index}].image.url`, value.image.url) },
    };
  return value;
}

export type ContentModelInput = {
  source_key: string;
  title: string;
  description: string;
  blocks: readonly unknown[];
};

/** Writes a content-model page, every block through `storedBlock`; null when its source_key is there. */
export async function insertContentModelPage(
  db: Kysely<Database>,
  input: ContentModelInput,
): Promise<number | null> {
  const blocks = input.blocks.map(storedBlock);
  const row = await db
    .insertInto("content_model_pages")
    .values({
      source_key: input.source_key,
      title: input.title,
      description: input.description,
      blocks: JSON.stringify(blocks),
    })
    .onConflict((oc) => oc.column("source_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}
