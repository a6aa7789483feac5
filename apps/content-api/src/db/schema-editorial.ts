import type { Generated } from "kysely";

/** Editorial pages (migration 020, docs/decisions/0068, 0069). */

/** A titled group of a special's items; `special_items.section` names its key. */
export interface SpecialSectionsTable {
  special_id: number;
  key: string;
  sort: Generated<number>;
  title: string;
}

export interface EditorialListsTable {
  id: Generated<number>;
  /** The CMS's own key; unique, so writers (the seed included) can skip what is already there. */
  source_key: string | null;
  kind: Generated<"list" | "fly_card">;
  title: string;
  description: Generated<string>;
  cover_url: string | null;
  cover_width: number | null;
  cover_height: number | null;
  update_time: Generated<number>;
}

export interface EditorialListItemsTable {
  list_id: number;
  content_id: number;
  sort: Generated<number>;
  /** The editors' line on the item, plain text. */
  note: Generated<string>;
}

export interface ContentModelPagesTable {
  id: Generated<number>;
  source_key: string | null;
  title: string;
  description: Generated<string>;
  /** JSON array of blocks as the CMS wrote them (StoredBlockSchema), checked again when read. */
  blocks: Generated<string>;
  update_time: Generated<number>;
}

export interface EditorialTables {
  special_sections: SpecialSectionsTable;
  editorial_lists: EditorialListsTable;
  editorial_list_items: EditorialListItemsTable;
  content_model_pages: ContentModelPagesTable;
}
