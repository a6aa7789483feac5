import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * When each visitor identity last raised an item's view count (docs/decisions/0023). One row per
 * item and viewer, so "counted within the window?" is one key lookup, whatever the event count.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tracker_view_marks")
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("viewer", "text", (c) => c.notNull())
    .addColumn("counted_at", columnTypes(db).time, (c) => c.notNull())
    .addPrimaryKeyConstraint("tracker_view_marks_pk", ["content_id", "viewer"])
    .execute();
}

export const trackerViewsMigration: Migration = { up };
