import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect.ts";

const BEHAVIORS = sql`behavior in ('read', 'view', 'expose', 'play')`;

/**
 * The tracker learns the `play` behaviour: how far a video or audio was played (docs/decisions/0047).
 * The behaviour column's check names the behaviours, so it is widened. PostgreSQL alters the
 * constraint in place; SQLite cannot alter a check, so its table is rebuilt with the same columns,
 * rows and index (inside the migration's transaction).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`alter table tracker_events drop constraint if exists tracker_events_behavior_check`.execute(db);
    await sql`alter table tracker_events add constraint tracker_events_behavior_check check (${BEHAVIORS})`.execute(
      db,
    );
    return;
  }
  const t = columnTypes(db);
  const now = t.nowSeconds;
  await db.schema
    .createTable("tracker_events_next")
    .addColumn("id", t.int64, t.generatedId)
    .addColumn("received_at", t.time, (c) => c.notNull().defaultTo(now))
    .addColumn("client_time", t.time)
    .addColumn("behavior", "text", (c) => c.notNull().check(BEHAVIORS))
    .addColumn("tid", "text", (c) => c.notNull())
    .addColumn("duration", "integer")
    .addColumn("percent", t.double)
    .addColumn("terminal", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("device_type", "text")
    .addColumn("device_os", "text")
    .addColumn("device_user_id", "text")
    .execute();
  await sql`insert into tracker_events_next select * from tracker_events`.execute(db);
  await db.schema.dropTable("tracker_events").execute();
  await db.schema.alterTable("tracker_events_next").renameTo("tracker_events").execute();
  await db.schema
    .createIndex("tracker_events_tid")
    .on("tracker_events")
    .columns(["tid", "received_at"])
    .execute();
}

export const trackerPlayMigration: Migration = { up };
